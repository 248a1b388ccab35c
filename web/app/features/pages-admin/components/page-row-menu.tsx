/**
 * A page row's secondary actions: the More menu (Schedule, Review, SEO, Preview link, History,
 * Preview); the route renders the dialog each item opens. A row of eight buttons did not fit a 1366 px screen.
 */
import {
  CalendarClock,
  ClipboardCheck,
  ExternalLink,
  History,
  Link2,
  MoreHorizontal,
  ScrollText,
  Search,
} from 'lucide-react';
import { Link } from 'react-router';
import type { PageRecord } from '@shared/schemas/page';
import { itemActivityHref } from '~/components/lists/item-activity-link';
import { useHasRole } from '~/components/auth/use-role';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';

/** The dialogs a row's More menu opens (the content-workflow feature's, composed in by the route). */
export type PageRowDialog = 'schedule' | 'review' | 'seo' | 'preview-links' | 'history';

/**
 * Every action of a row but the primary one (Regenerate, or Error details), in one menu: a row of
 * eight buttons did not fit a 1366 px screen, let alone a phone's card. Radix gives it arrow-key
 * navigation and typeahead; each item opens its dialog outside the menu.
 */
export function PageRowMenu({
  page,
  heading,
  generating,
  onOpen,
}: {
  page: PageRecord;
  heading: string;
  generating: boolean;
  onOpen: (dialog: PageRowDialog) => void;
}) {
  const published = page.status === 'published';
  // The activity log is an administrator's screen.
  const mayReadActivity = useHasRole('administrator');
  return (
    // Not modal: a modal menu closing while a dialog opens can leave the page inert.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`More actions: ${heading}`}>
          <MoreHorizontal aria-hidden="true" />
          More
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {!published || page.schedule ? (
          <DropdownMenuItem onSelect={() => onOpen('schedule')}>
            <CalendarClock aria-hidden="true" />
            Schedule
          </DropdownMenuItem>
        ) : null}
        {page.status === 'draft' && !generating ? (
          <DropdownMenuItem onSelect={() => onOpen('review')}>
            <ClipboardCheck aria-hidden="true" />
            Review
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => onOpen('seo')}>
          <Search aria-hidden="true" />
          SEO
        </DropdownMenuItem>
        {!published ? (
          <DropdownMenuItem onSelect={() => onOpen('preview-links')}>
            <Link2 aria-hidden="true" />
            Preview link
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => onOpen('history')}>
          <History aria-hidden="true" />
          History
        </DropdownMenuItem>
        {mayReadActivity ? (
          <DropdownMenuItem asChild>
            <Link to={itemActivityHref(page.id)}>
              <ScrollText aria-hidden="true" />
              Activity
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <a href={`/solutions/${page.slug}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Preview (opens in a new tab)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
