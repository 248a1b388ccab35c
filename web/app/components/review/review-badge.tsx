/** "In review" (or "Sent back") beside an item's status in the admin lists and the editor. */
import { contentStatus } from '@shared/rules/review';
import type { Review } from '@shared/schemas/review';
import { Badge } from '~/components/ui/badge';

export function ReviewBadge({ review, published }: { review?: Review; published: boolean }) {
  if (published || !review) return null;
  const waiting = contentStatus({ published, review }) === 'in_review';
  return (
    <Badge
      variant="custom"
      className={
        waiting
          ? 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100'
          : 'border-transparent bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100'
      }
    >
      {waiting ? 'In review' : 'Sent back'}
    </Badge>
  );
}
