/**
 * The bulk CSV upload of the Create New Page tab (admin-portal.md sections 2 and 5): a .csv file
 * picker, Get Template (programmatic_pages_template.csv), a tips box, and a results table (Row,
 * Status, Message) at most 200 px high. The file is parsed and validated in the browser; a bad
 * file opens the 'CSV Validation Errors' dialog and nothing is imported; a good one is sent as
 * rows to the import call, whose per-row results fill the table. Generation of the new pages is
 * queued by the API.
 */
import { useRef, useState } from 'react';
import { FileDown, Upload } from 'lucide-react';
import { toast } from '~/lib/toast';
import {
  csvValidationFailedMessage,
  noValidRowsMessage,
  requiredCsvColumns,
} from '@shared/rules/programmatic-csv';
import { defaultGenerationLanding, type GenerationLanding } from '@shared/schemas/review';
import { LandingSelect } from '~/components/review/landing-select';
import {
  csvRowStatusLabels,
  maxImportRows,
  type CsvProcessingResult,
  type CsvRowStatus,
  type CsvValidationError,
} from '@shared/schemas/csv';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { errorMessage } from '~/lib/admin-api';
import { cn } from '~/lib/cn';
import { useImportedPages, useImportPages } from '../api/pages';
import { describeQualityFlag } from '@shared/schemas/quality';
import type { PageRecord } from '@shared/schemas/page';
import { downloadProgrammaticTemplate, readProgrammaticCsv } from '../csv-file';
import { CsvRowsTable, type CsvColumn } from './csv-rows-table';
import { CsvValidationDialog } from './csv-validation-dialog';

const rowStatusClasses: Readonly<Record<CsvRowStatus, string>> = {
  pending: 'bg-secondary text-secondary-foreground',
  processing: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  success: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
  error: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  skipped: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
};

/** What the quality gate made of a created row's page once it was generated. */
function qualityText(page: PageRecord | undefined): string {
  if (!page || page.generation?.state !== 'done') return 'Generating...';
  if (page.status === 'error') return '';
  return page.quality ? `held: ${describeQualityFlag(page.quality)}` : 'passed';
}

const baseColumns: readonly CsvColumn<CsvProcessingResult>[] = [
  { header: 'Row', cell: (result) => result.row },
  {
    header: 'Status',
    cell: (result) => (
      <Badge variant="custom" className={cn('border-transparent', rowStatusClasses[result.status])}>
        {csvRowStatusLabels[result.status]}
      </Badge>
    ),
  },
  { header: 'Message', cell: (result) => result.message },
];

export function CsvImport() {
  const input = useRef<HTMLInputElement>(null);
  const importPages = useImportPages();
  const [results, setResults] = useState<CsvProcessingResult[]>([]);
  const createdIds = results.flatMap((result) => (result.page_id ? [result.page_id] : []));
  const created = useImportedPages(createdIds);
  const pagesById = new Map(
    created.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : [])),
  );
  const resultColumns: readonly CsvColumn<CsvProcessingResult>[] = createdIds.length
    ? [
        ...baseColumns,
        {
          header: 'Quality',
          cell: (result) => (result.page_id ? qualityText(pagesById.get(result.page_id)) : ''),
        },
      ]
    : baseColumns;
  const [validationErrors, setValidationErrors] = useState<CsvValidationError[] | null>(null);
  const [fileName, setFileName] = useState('');
  const [landsIn, setLandsIn] = useState<GenerationLanding>(defaultGenerationLanding);

  const refuse = (errors: CsvValidationError[]) => {
    setValidationErrors(errors);
    const onlyEmpty = errors.length === 1 && errors[0]?.message === noValidRowsMessage;
    if (onlyEmpty) {
      toast.error('Error processing CSV', { description: noValidRowsMessage });
    } else if (errors.some((error) => error.message.startsWith('CSV parsing error'))) {
      toast.error('Error parsing CSV file', { description: errors[0]?.message });
    } else {
      toast.error('CSV validation issues', { description: csvValidationFailedMessage });
    }
  };

  const process = async (file: File) => {
    setFileName(file.name);
    setResults([]);
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      toast.error('Error reading CSV file', { description: errorMessage(error) });
      return;
    }
    const checked = readProgrammaticCsv(text);
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    if (checked.rows.length > maxImportRows) {
      toast.error('Error processing CSV', {
        description: `At most ${maxImportRows} rows per import. Split the file and try again.`,
      });
      return;
    }
    setResults(
      checked.rows.map((row) => ({
        row: row.row,
        status: 'processing',
        message: 'Creating page...',
      })),
    );
    try {
      const answer = await importPages.mutateAsync({ rows: checked.rows, lands_in: landsIn });
      setResults(answer.results);
      const count = (status: CsvRowStatus) =>
        answer.results.filter((result) => result.status === status).length;
      toast.success('CSV processed', {
        description: `${count('success')} created, ${count('skipped')} skipped, ${count('error')} failed.`,
      });
    } catch (error) {
      const message = errorMessage(error);
      setResults(checked.rows.map((row) => ({ row: row.row, status: 'error', message })));
      toast.error('Error processing CSV', { description: message });
    }
  };

  const busy = importPages.isPending;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="pages-csv-file">CSV file</Label>
          <input
            ref={input}
            id="pages-csv-file"
            type="file"
            accept=".csv"
            disabled={busy}
            className="block text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void process(file);
              event.target.value = '';
            }}
          />
        </div>
        <LandingSelect
          id="pages-csv-lands-in"
          label="Generated pages land in"
          value={landsIn}
          onChange={setLandsIn}
        />
        <Button type="button" variant="outline" onClick={downloadProgrammaticTemplate}>
          <FileDown aria-hidden="true" />
          Get Template
        </Button>
        {busy ? (
          <span
            className="inline-flex items-center gap-2 text-sm text-muted-foreground"
            role="status"
          >
            <Upload className="size-4" aria-hidden="true" />
            Importing {fileName}...
          </span>
        ) : null}
      </div>

      <aside
        aria-labelledby="csv-tips-heading"
        className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-100"
      >
        <h3 id="csv-tips-heading" className="mb-2 font-semibold">
          Tips
        </h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            The first row must be the header: {requiredCsvColumns.join(', ')} and optionally slug
            (any letter case).
          </li>
          <li>Every column except slug needs a value of at least 2 characters.</li>
          <li>An empty slug is made from the keyword; use hyphens, no spaces.</li>
          <li>Blank rows are skipped; values containing commas must be in double quotes.</li>
          <li>Pages whose slug already exists are skipped, so a file can be imported again.</li>
          <li>
            Content is generated for each new page after the import; watch it on the Pages tab.
          </li>
        </ul>
      </aside>

      {results.length > 0 ? (
        <section aria-labelledby="csv-results-heading" className="grid gap-2">
          <h3 id="csv-results-heading" className="font-semibold">
            Results
          </h3>
          <CsvRowsTable
            label="Import results"
            maxHeight="sm"
            rows={results}
            columns={resultColumns}
          />
        </section>
      ) : null}

      <CsvValidationDialog
        errors={validationErrors}
        onClose={() => setValidationErrors(null)}
        onDownloadTemplate={downloadProgrammaticTemplate}
      />
    </div>
  );
}
