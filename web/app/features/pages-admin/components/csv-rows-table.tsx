/**
 * A list of the CSV import (the results, the validation errors) as the Table primitive: a bounded
 * scroll region whose header stays in view, one column per `columns` entry.
 */
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';

export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export function CsvRowsTable<T>({
  label,
  maxHeight,
  columns,
  rows,
}: {
  label: string;
  /** The spec's heights: 200 px for the results, 400 px for the errors. */
  maxHeight: 'sm' | 'md';
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
}) {
  return (
    <Table label={label} maxHeight={maxHeight}>
      <TableHeader className="sticky top-0 bg-background">
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column.header} label={column.header} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
