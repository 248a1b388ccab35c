/**
 * The Pages tab (admin-portal.md section 2): Title/Keyword, Slug, Industry, Status, the Published
 * switch and the actions: Regenerate (for a page in error, an Error details dialog with Try Again),
 * SEO (the page's SEO panel, in a dialog) and Preview, which opens /solutions/{slug} in a new
 * tab. The list is re-read while a page is being generated. The switch is disabled for pages in
 * error, pages still generating, and while that page is busy.
 *
 * Regenerate rewrites a page, live ones too, so it says what it does: a published page asks for
 * confirmation first, the button shows 'Regenerating...' until the worker has written the page,
 * and a toast reports the result (new content, or the generation error).
 *
 * Above the table: a search (keyword, title), a status filter (with Scheduled), the order and
 * the count, kept in the URL by the list frame; below it, Previous and Next.
 * The row menu (page-row-menu.tsx), the status cell, the error dialog and the regeneration watch
 * (hooks/use-regeneration-watch.ts) live beside it.
 */
import { useState, type ReactNode } from 'react';
import { AlertTriangle, Loader2, RefreshCw } from 'lucide-react';
import type { PageRecord } from '@shared/schemas/page';
import { SlugConflictBadge } from './slug-conflict-badge';
import { Button } from '~/components/ui/button';
import { Switch } from '~/components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableCellGroup,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useErrorToast } from '~/lib/admin-api';
import { ListFilter } from '~/components/lists/list-filter';
import { ListFrame } from '~/components/lists/list-frame';
import { contentSorts, ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import { useTogglePagePublished } from '../api/pages';
import { useRegenerationWatch } from '../hooks/use-regeneration-watch';
import { isGenerating, pageHeading } from '../page-status';
import { ScheduleBadge } from '~/components/schedule/schedule-badge';
import { ReviewBadge } from '~/components/review/review-badge';
import { PageErrorDialog } from './page-error-dialog';
import { PageRowMenu, type PageRowDialog } from './page-row-menu';
import { StatusCell } from './page-status-cell';
import { PathStatCells, PathStatHeads, usePathStats } from '~/components/lists/path-stats';
import { QualityHoldBanner } from '~/components/quality/quality-hold';
import { OverrideDialog } from '~/components/quality/override-dialog';

export function PagesTable({
  renderRowDialog,
}: {
  /** The dialog a row's menu opened, for that row's page as it is now; `onClose` closes it. */
  renderRowDialog: (page: PageRecord, dialog: PageRowDialog, onClose: () => void) => ReactNode;
}) {
  const params = useListParams(['status']);
  const watch = useRegenerationWatch(params.apiQuery);
  const { data, error } = watch.query;
  const toggle = useTogglePagePublished();
  const [errorPage, setErrorPage] = useState<PageRecord | null>(null);
  const [confirmPage, setConfirmPage] = useState<PageRecord | null>(null);
  const [overridePage, setOverridePage] = useState<PageRecord | null>(null);
  const [rowDialog, setRowDialog] = useState<{ page: PageRecord; dialog: PageRowDialog } | null>(
    null,
  );
  useErrorToast('Error fetching pages', error);

  const toolbar = (
    <ListToolbar
      params={params}
      searchLabel="Search pages"
      searchPlaceholder="Search keywords"
      sorts={contentSorts}
    >
      <ListFilter
        label="Status"
        anyLabel="All statuses"
        value={params.value('status')}
        options={[
          { value: 'draft', label: 'Draft' },
          { value: 'in_review', label: 'In review' },
          { value: 'published', label: 'Published' },
          { value: 'error', label: 'Error' },
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'orphan', label: 'Orphans' },
          { value: 'held', label: 'Held' },
        ]}
        onChange={(value) => params.set('status', value)}
      />
    </ListToolbar>
  );
  const pages = data?.items ?? [];
  const publicPath = (page: (typeof pages)[number]) =>
    page.status === 'published' ? `/solutions/${page.slug}` : undefined;
  const stats = usePathStats(pages.map(publicPath));

  return (
    <>
      <ListFrame
        params={params}
        toolbar={toolbar}
        query={watch.query}
        rowCount={pages.length}
        total={data?.total}
        nextCursor={data?.nextCursor}
        noun={['page', 'pages']}
        emptyText="No pages found. Create a new page to get started."
      >
        <Table label="Programmatic pages">
          <TableHeader>
            <TableRow>
              <TableHead>Title/Keyword</TableHead>
              <TableHead>Slug</TableHead>
              <TableHead>Industry</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Published</TableHead>
              <PathStatHeads />
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pages.map((page) => {
              const heading = pageHeading(page);
              const regenerating = watch.isWatched(page.id);
              const generating = regenerating || isGenerating(page);
              const busy =
                (toggle.isPending && toggle.variables?.id === page.id) || watch.isCalling(page.id);
              return (
                <TableRow key={page.id}>
                  <TableCell label="Title/Keyword" className="max-w-xs">
                    {/* One block: a phone's card shows the keyword under the heading. */}
                    <div>
                      <span className="block font-medium">{heading}</span>
                      <span className="block text-xs text-muted-foreground">
                        Keyword: {page.keyword}
                      </span>
                    </div>
                  </TableCell>
                  <TableCell label="Slug" className="font-mono text-xs">
                    {page.slug}
                    <SlugConflictBadge conflict={page.slug_conflict} />
                  </TableCell>
                  <TableCell label="Industry">{page.industry}</TableCell>
                  <TableCell label="Status">
                    <TableCellGroup>
                      <StatusCell page={page} regenerating={regenerating} />
                      <ReviewBadge review={page.review} published={page.status === 'published'} />
                      <ScheduleBadge schedule={page.schedule} />
                      <QualityHoldBanner
                        flag={page.status === 'published' ? undefined : page.quality}
                        action={
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            disabled={generating || busy}
                            onClick={() => setOverridePage(page)}
                            aria-label={`Override and publish: ${heading}`}
                          >
                            Override and publish
                          </Button>
                        }
                      />
                    </TableCellGroup>
                  </TableCell>
                  <TableCell label="Published">
                    <Switch
                      checked={page.status === 'published'}
                      disabled={page.status === 'error' || generating || busy}
                      onCheckedChange={(checked) =>
                        // A held page is published only with a reason (the override dialog).
                        checked && page.quality
                          ? setOverridePage(page)
                          : toggle.mutate({ id: page.id, is_published: checked })
                      }
                      aria-label={`Published: ${heading}`}
                    />
                  </TableCell>
                  <PathStatCells stats={stats} path={publicPath(page)} />
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
      </ListFrame>

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
          watch.start(page);
          setConfirmPage(null);
        }}
        onCancel={() => setConfirmPage(null)}
      />

      <OverrideDialog
        open={overridePage !== null}
        title={overridePage ? pageHeading(overridePage) : ''}
        flag={overridePage?.quality}
        pending={toggle.isPending}
        onCancel={() => setOverridePage(null)}
        onConfirm={(reason) => {
          if (!overridePage) return;
          toggle.mutate(
            { id: overridePage.id, is_published: true, override_reason: reason },
            { onSuccess: () => setOverridePage(null) },
          );
        }}
      />

      <PageErrorDialog page={errorPage} onClose={() => setErrorPage(null)} onRetry={watch.start} />
    </>
  );
}
