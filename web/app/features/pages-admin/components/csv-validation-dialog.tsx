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
        <div
          role="region"
          aria-label="Validation errors"
          tabIndex={0}
          className="max-h-[400px] overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-background">
              <tr className="border-b">
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Row
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Error
                </th>
              </tr>
            </thead>
            <tbody>
              {(errors ?? []).map((error, index) => (
                <tr key={index} className="border-b last:border-0">
                  <td className="px-3 py-2 align-top">{error.row}</td>
                  <td className="px-3 py-2 align-top font-mono text-xs">{error.field}</td>
                  <td className="px-3 py-2 align-top">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
