/** Numbered pagination: previous, a button per page, next. Rendered only above one page. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export function Pagination({
  page,
  pageCount,
  onChange,
  labels,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav
      aria-label={labels.label}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      <Button variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {labels.previous}
      </Button>
      {pages.map((number) => (
        <Button
          key={number}
          variant={number === page ? 'brand' : 'outline'}
          size="icon"
          aria-label={labels.page(number)}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
