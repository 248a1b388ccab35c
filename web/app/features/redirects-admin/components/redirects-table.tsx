/**
 * The redirects table: From, To, Type, Source, Updated and Actions. Only manual redirects can be
 * edited or deleted; the others say who keeps them. Below `md` the rows stack (the Table
 * primitive), like every admin table.
 */
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { Redirect } from '@shared/schemas/redirect';
import { redirectTarget } from '@shared/rules/redirect-rules';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import {
  readOnlyReasons,
  redirectSourceClasses,
  redirectSourceLabels,
  updatedLabel,
} from '../redirect-display';

const columns = ['From', 'To', 'Type', 'Source', 'Updated'] as const;

function Header() {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
        <TableHead align="right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}

function Target({ to }: { to: string }) {
  // Read as the browser reads the Location: only a real same-origin path shows as one.
  if (redirectTarget(to)?.external === false)
    return <span className="font-mono text-xs break-all">{to}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-mono text-xs break-all">
      {to}
      <ExternalLink className="size-3 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">(another site)</span>
    </span>
  );
}

export interface RedirectsTableProps {
  items: readonly Redirect[];
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}

export function RedirectsTable({ items, onEdit, onDelete }: RedirectsTableProps) {
  return (
    <>
      <Table label="Redirects">
        <Header />
        <TableBody>
          {items.map((redirect) => (
            <TableRow key={redirect.id}>
              <TableCell label="From" className="max-w-xs">
                <span className="font-mono text-xs font-medium break-all">{redirect.from}</span>
              </TableCell>
              <TableCell label="To" className="max-w-xs">
                <Target to={redirect.to} />
              </TableCell>
              <TableCell label="Type" className="whitespace-nowrap">
                {/* One element: a stacked row spreads a cell's children apart. */}
                <span>
                  {redirect.status}{' '}
                  <span className="text-muted-foreground">
                    {redirect.status === 301 ? 'Permanent' : 'Temporary'}
                  </span>
                </span>
              </TableCell>
              <TableCell label="Source">
                <Badge variant="custom" className={redirectSourceClasses[redirect.kind]}>
                  {redirectSourceLabels[redirect.kind]}
                </Badge>
              </TableCell>
              <TableCell label="Updated" className="whitespace-nowrap">
                {redirect.updated_at ? (
                  <time dateTime={redirect.updated_at}>{updatedLabel(redirect.updated_at)}</time>
                ) : (
                  <span className="text-muted-foreground">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Not recorded</span>
                  </span>
                )}
              </TableCell>
              <TableCell label="Actions">
                {redirect.kind === 'manual' ? (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit redirect from ${redirect.from}`}
                      onClick={() => onEdit(redirect)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete redirect from ${redirect.from}`}
                      onClick={() => onDelete(redirect)}
                    >
                      <Trash2 className="text-destructive dark:text-red-400" aria-hidden="true" />
                    </Button>
                  </div>
                ) : (
                  <p className="text-right text-xs text-muted-foreground md:ml-auto md:max-w-48">
                    {readOnlyReasons[redirect.kind]}
                  </p>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {items.some((redirect) => redirect.kind !== 'manual') ? (
        <p className="border-t px-3 py-3 text-xs text-muted-foreground">
          Article slug redirects follow an article whose slug changed; site rules are part of the
          site's code. Both are listed for reference and cannot be changed here.
        </p>
      ) : null}
    </>
  );
}

/** Stands in for the table while the list loads. */
export function RedirectsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading redirects"
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      <Skeleton className="h-5 w-full max-md:hidden" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-3 md:grid-cols-[2fr_2fr_1fr_1fr_1fr_1fr]">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5 max-md:hidden" />
          <Skeleton radius="full" className="h-5 max-md:hidden" />
          <Skeleton className="h-5 max-md:hidden" />
          <Skeleton className="h-5 max-md:hidden" />
        </div>
      ))}
    </div>
  );
}
