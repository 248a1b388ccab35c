/**
 * The Pages tab (admin-portal.md section 2): Title/Keyword, Slug, Industry, Status, the Published
 * switch and the actions: Regenerate (for a page in error, an Error details dialog with Try Again),
 * SEO (the page's SEO panel, in a dialog) and Preview, which opens /solutions/{slug} in a new
 * tab. The workflow dialogs the More menu opens (Schedule, Review, SEO, Preview links, History)
 * are another feature's: the route composes them in through `renderRowDialog`. The list is
 * re-read while a page is being generated. The switch is disabled for pages in error, pages
 * still generating, and while that page is busy.
 *
 * Regenerate rewrites a page, live ones too, so it says what it does: a published page asks for
 * confirmation first, the button shows 'Regenerating...' until the worker has written the page,
 * and a toast reports the result (new content, or the generation error).
 *
 * Above the table: a search (keyword, title), a status filter and the order, kept in the URL;
 * below it, Previous and Next (issue #20, item 5).
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  AlertTriangle,
  CalendarClock,
  ClipboardCheck,
  ExternalLink,
  History,
  Link2,
  Loader2,
  MoreHorizontal,
  RefreshCw,
  Search,
} from 'lucide-react';
import type { PageRecord } from '@shared/schemas/page';
import { Badge } from '~/components/ui/badge';
import { SlugConflictBadge } from './slug-conflict-badge';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { Spinner } from '~/components/ui/spinner';
import { Switch } from '~/components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useErrorToast } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { ListFilter } from '~/components/lists/list-filter';
import { ListEmpty } from '~/components/lists/list-empty';
import { ListPager } from '~/components/lists/list-pager';
import { ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import { usePages, useRegeneratePage, useTogglePagePublished } from '../api/pages';
import { isGenerating, pageErrorText, pageHeading } from '../page-status';
import { ScheduleBadge } from '~/components/schedule/schedule-badge';
import { ReviewBadge } from '~/components/review/review-badge';

/** Regenerations asked for in this tab: page id -> its result stamp and the time when asked. */
type Watched = Record<string, { since: string; at: number }>;

/**
 * What moves when the worker finishes a generation: new content moves updated_at; a failed
 * regeneration of a page with content keeps the page as it was and records the error on its
 * finished generation request instead.
 */
function resultStamp(page: PageRecord): string {
  const finished = page.generation?.state === 'done' ? page.generation.lease_until : '';
  return `${page.updated_at}|${finished}`;
}

/** The error of a regeneration that failed, whether the page kept its content or not. */
function regenerationError(page: PageRecord): string | undefined {
  if (page.status === 'error') return pageErrorText(page);
  return page.generation?.state === 'done' && page.generation.error
    ? page.generation.error
    : undefined;
}

/** A regeneration not seen finishing within this time stops being polled for. */
const watchLimitMs = 2 * 60 * 1000;

/** The dialogs a row's More menu opens. */
export type PageRowDialog = 'schedule' | 'review' | 'seo' | 'preview-links' | 'history';

/**
 * Every action of a row but the primary one (Regenerate, or Error details), in one menu: a row of
 * eight buttons did not fit a 1366 px screen, let alone a phone's card. Radix gives it arrow-key
 * navigation and typeahead; each item opens its dialog outside the menu.
 */
function PageRowMenu({
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

function StatusCell({ page, regenerating }: { page: PageRecord; regenerating: boolean }) {
  if (regenerating || isGenerating(page)) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Generating
      </span>
    );
  }
  if (page.status === 'published') {
    return (
      <Badge
        variant="custom"
        className="border-transparent bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100"
      >
        Published
      </Badge>
    );
  }
  if (page.status === 'error') {
    return (
      <Badge
        variant="custom"
        className="border-transparent bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100"
      >
        Error
      </Badge>
    );
  }
  return <Badge variant="secondary">Draft</Badge>;
}

export function PagesTable({
  renderRowDialog,
}: {
  /** The dialog a row's menu opened, for that row's page as it is now; `onClose` closes it. */
  renderRowDialog: (page: PageRecord, dialog: PageRowDialog, onClose: () => void) => ReactNode;
}) {
  const [watched, setWatched] = useState<Watched>({});
  const params = useListParams(['status']);
  const { data, error, isPending, isFetching } = usePages(
    params.apiQuery,
    Object.keys(watched).length > 0,
  );
  const toggle = useTogglePagePublished();
  const regenerate = useRegeneratePage();
  const [errorPage, setErrorPage] = useState<PageRecord | null>(null);
  const [confirmPage, setConfirmPage] = useState<PageRecord | null>(null);
  const [rowDialog, setRowDialog] = useState<{ page: PageRecord; dialog: PageRowDialog } | null>(
    null,
  );
  useErrorToast('Error fetching pages', error);

  // A watched regeneration ends when the worker has written its result (see resultStamp); the
  // result is reported then.
  useEffect(() => {
    if (!data) return;
    const ended = Object.entries(watched).filter(([id, { since, at }]) => {
      const page = data.items.find((item) => item.id === id);
      if (page === undefined || Date.now() - at >= watchLimitMs) return true;
      // While the worker holds the request the result is not in yet.
      return page.generation?.state !== 'processing' && resultStamp(page) !== since;
    });
    if (ended.length === 0) return;
    for (const [id, { since }] of ended) {
      const page = data.items.find((item) => item.id === id);
      if (!page || resultStamp(page) === since || isGenerating(page)) continue;
      const failure = regenerationError(page);
      if (failure) {
        toast.error('Failed to regenerate content', { description: failure });
      } else {
        toast.success('Page regenerated', {
          description: `“${pageHeading(page)}” has new content.`,
        });
      }
    }
    setWatched((current) => {
      const rest = { ...current };
      for (const [id] of ended) delete rest[id];
      return rest;
    });
  }, [data, watched]);

  const startRegenerate = (page: PageRecord) => {
    setWatched((current) => ({
      ...current,
      [page.id]: { since: resultStamp(page), at: Date.now() },
    }));
    regenerate.mutate(page.id, {
      onError: () =>
        setWatched((current) => {
          const { [page.id]: _dropped, ...rest } = current;
          return rest;
        }),
    });
  };

  const toolbar = (
    <ListToolbar params={params} searchLabel="Search pages" searchPlaceholder="Search keywords">
      <ListFilter
        label="Status"
        anyLabel="All statuses"
        value={params.value('status')}
        options={[
          { value: 'draft', label: 'Draft' },
          { value: 'in_review', label: 'In review' },
          { value: 'published', label: 'Published' },
          { value: 'error', label: 'Error' },
        ]}
        onChange={(value) => params.set('status', value)}
      />
    </ListToolbar>
  );
  const pager = <ListPager params={params} nextCursor={data?.nextCursor} busy={isFetching} />;

  if (isPending)
    return (
      <>
        {toolbar}
        <Spinner label="Loading pages" className="py-10" />
      </>
    );
  const pages = data?.items ?? [];
  if (pages.length === 0) {
    return (
      <>
        {toolbar}
        <ListEmpty params={params}>
          {error
            ? 'The pages could not be loaded.'
            : params.narrowed
              ? 'No pages match.'
              : 'No pages found. Create a new page to get started.'}
        </ListEmpty>
        {pager}
      </>
    );
  }

  return (
    <>
      {toolbar}
      <div className="rounded-lg border bg-background">
        <Table label="Programmatic pages">
          <TableHeader>
            <TableRow>
              <TableHead>Title/Keyword</TableHead>
              <TableHead>Slug</TableHead>
              <TableHead>Industry</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Published</TableHead>
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pages.map((page) => {
              const heading = pageHeading(page);
              const regenerating = page.id in watched;
              const generating = regenerating || isGenerating(page);
              const busy =
                (toggle.isPending && toggle.variables?.id === page.id) ||
                (regenerate.isPending && regenerate.variables === page.id);
              return (
                <TableRow key={page.id}>
                  <TableCell label="Title/Keyword" className="max-w-xs">
                    <span className="block font-medium">{heading}</span>
                    <span className="block text-xs text-muted-foreground">
                      Keyword: {page.keyword}
                    </span>
                  </TableCell>
                  <TableCell label="Slug" className="font-mono text-xs">
                    {page.slug}
                    <SlugConflictBadge conflict={page.slug_conflict} />
                  </TableCell>
                  <TableCell label="Industry">{page.industry}</TableCell>
                  <TableCell label="Status">
                    <StatusCell page={page} regenerating={regenerating} />
                    <ReviewBadge review={page.review} published={page.status === 'published'} />
                    <ScheduleBadge schedule={page.schedule} />
                  </TableCell>
                  <TableCell label="Published">
                    <Switch
                      checked={page.status === 'published'}
                      disabled={page.status === 'error' || generating || busy}
                      onCheckedChange={(checked) =>
                        toggle.mutate({ id: page.id, isPublished: checked })
                      }
                      aria-label={`Published: ${heading}`}
                    />
                  </TableCell>
                  <TableCell label="Actions">
                    <div className="flex justify-end gap-2">
                      {page.status === 'error' && !regenerating ? (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          onClick={() => setErrorPage(page)}
                          aria-label={`Error details: ${heading}`}
                        >
                          <AlertTriangle aria-hidden="true" />
                          Error details
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={busy || generating}
                          aria-busy={regenerating || busy}
                          onClick={() => setConfirmPage(page)}
                          aria-label={`Regenerate ${heading}`}
                        >
                          {regenerating || busy ? (
                            <Loader2 className="animate-spin" aria-hidden="true" />
                          ) : (
                            <RefreshCw aria-hidden="true" />
                          )}
                          {regenerating || busy ? 'Regenerating...' : 'Regenerate'}
                        </Button>
                      )}
                      <PageRowMenu
                        page={page}
                        heading={heading}
                        generating={generating}
                        onOpen={(dialog) => setRowDialog({ page, dialog })}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {pager}
      </div>

      {rowDialog
        ? renderRowDialog(
            // The row's current state (a schedule or review changes it while the dialog is open).
            pages.find((item) => item.id === rowDialog.page.id) ?? rowDialog.page,
            rowDialog.dialog,
            () => setRowDialog(null),
          )
        : null}
      <ConfirmDialog
        item={confirmPage}
        title={
          confirmPage?.status === 'published'
            ? 'Regenerate a published page?'
            : 'Regenerate this page?'
        }
        description={(page) => (
          <>
            {page.status === 'published'
              ? `“${pageHeading(page)}” is live. Its content will be written again by AI and replace what visitors see at /solutions/${page.slug}.`
              : `The content of “${pageHeading(page)}” will be written again by AI and replace it.`}{' '}
            The current content is kept as a revision: History can restore it.
          </>
        )}
        confirmLabel="Regenerate"
        onConfirm={(page) => {
          startRegenerate(page);
          setConfirmPage(null);
        }}
        onCancel={() => setConfirmPage(null)}
      />

      <Dialog open={errorPage !== null} onOpenChange={(open) => !open && setErrorPage(null)}>
        <DialogContent hideClose>
          <DialogHeader>
            <DialogTitle>Error details</DialogTitle>
            <DialogDescription>
              Generating “{errorPage ? pageHeading(errorPage) : ''}” failed.
            </DialogDescription>
          </DialogHeader>
          <p className="rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap">
            {errorPage ? pageErrorText(errorPage) : ''}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setErrorPage(null)}>
              Close
            </Button>
            <Button
              type="button"
              variant="brand"
              onClick={() => {
                if (errorPage) startRegenerate(errorPage);
                setErrorPage(null);
              }}
            >
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
