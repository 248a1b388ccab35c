/**
 * The way from a list row to its item's entries in the activity log (Settings, Activity tab,
 * `item_id=`). The log is an administrator's screen, so others see no link.
 */
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { useHasRole } from '~/components/auth/use-role';
import { Button } from '~/components/ui/button';

/** The Activity tab showing one item's entries. */
export function itemActivityHref(itemId: string): string {
  return `/admin/settings?${new URLSearchParams({ tab: 'activity', item_id: itemId })}`;
}

/** A row's icon link to its item's activity (administrators only). */
export function ItemActivityLink({ itemId, label }: { itemId: string; label: string }) {
  if (!useHasRole('administrator')) return null;
  return (
    <Button asChild variant="ghost" size="icon">
      <Link to={itemActivityHref(itemId)} aria-label={label}>
        <ScrollText aria-hidden="true" />
      </Link>
    </Button>
  );
}
