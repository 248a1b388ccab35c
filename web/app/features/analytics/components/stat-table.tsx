/**
 * A titled table of analytics rows, described by its columns: the top pages, referrers,
 * campaigns and the other breakdowns of the analytics screen share it. A card with no rows says
 * so instead of showing an empty table.
 */
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';

export interface StatColumn<Row> {
  label: string;
  /** Numbers sit right, as they line up by place value. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface StatTableProps<Row> {
  title: string;
  description?: string;
  rows: readonly Row[];
  columns: readonly StatColumn<Row>[];
  rowKey: (row: Row) => string;
}

export function StatTable<Row>({ title, description, rows, columns, rowKey }: StatTableProps<Row>) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId} size="sm">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded in this range.</p>
        ) : (
          <Table label={title}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column.label} align={column.numeric ? 'right' : undefined}>
                    {column.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.label}
                      label={column.label}
                      className={column.numeric ? 'text-right tabular-nums' : 'break-all'}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
