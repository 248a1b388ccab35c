/**
 * The 'CSV Validation Errors' dialog (admin-portal.md section 2): Row (or 'Header'), Field (or
 * 'Format') and Error for each problem in a list at most 400 px high, the headers found and
 * required when columns are missing, and Download Template / Close.
 */
import { Download } from 'lucide-react';
import type { CsvValidationError } from '@shared/schemas/csv';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { CsvRowsTable, type CsvColumn } from './csv-rows-table';

const errorColumns: readonly CsvColumn<CsvValidationError>[] = [
  { header: 'Row', cell: (error) => error.row },
  { header: 'Field', cell: (error) => error.field, className: 'font-mono text-xs' },
  { header: 'Error', cell: (error) => error.message },
];

export function CsvValidationDialog({
  errors,
  onClose,
  onDownloadTemplate,
}: {
  errors: readonly CsvValidationError[] | null;
  onClose: () => void;
  onDownloadTemplate: () => void;
}) {
  const headers = errors?.find((error) => error.data)?.data;
  return (
    <Dialog open={errors !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="wide" hideClose>
        <DialogHeader>
          <DialogTitle>CSV Validation Errors</DialogTitle>
          <DialogDescription>
            The file was not imported. Fix these problems and upload it again.
          </DialogDescription>
        </DialogHeader>
        {headers ? (
          <div className="grid gap-2 rounded-md border bg-muted/50 p-3 text-sm">
            <p>
              <span className="font-medium">Found headers: </span>
              {headers.foundHeaders.length > 0 ? headers.foundHeaders.join(', ') : '(none)'}
            </p>
            <p>
              <span className="font-medium">Required headers: </span>
              {headers.requiredHeaders.join(', ')}
            </p>
          </div>
        ) : null}
        <CsvRowsTable
          label="Validation errors"
          maxHeight="md"
          rows={errors ?? []}
          columns={errorColumns}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDownloadTemplate}>
            <Download aria-hidden="true" />
            Download Template
          </Button>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
