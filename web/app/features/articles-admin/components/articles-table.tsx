/**
 * The article table (admin-portal.md section 2, "Articles list"): thumbnail, Title (to the
 * editor), Author, Category, Published Date in long US form, a Published or Draft badge, and the
 * actions: publish switch, edit, delete with confirmation. Above it, the list's search (title,
 * slug, excerpt, category), filters (status with Scheduled, category, author), order and count,
 * kept in the URL by the list frame; below it, Previous and Next.
 */
import { safeImageSrc } from '@shared/rules/image-address';
import { useState } from 'react';
import { format, parseISO } from 'date-fns';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminArticleListItem } from '@shared/schemas/article';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DeleteButton, EditLink } from '~/components/ui/row-actions';
import { Button } from '~/components/ui/button';
import { RequireRole } from '~/components/auth/require-role';
import { ItemActivityLink } from '~/components/lists/item-activity-link';
import { useMayChangeOwn } from '~/components/auth/use-role';
import { Badge } from '~/components/ui/badge';
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
import { useErrorToast } from '~/lib/admin-api';
import { ListFilter, type FilterOption } from '~/components/lists/list-filter';
import { ListFrame } from '~/components/lists/list-frame';
import { contentSorts, ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import { useAdminArticles, useDeleteArticle, useToggleArticlePublished } from '../api/articles';
import { ScheduleBadge } from '~/components/schedule/schedule-badge';
import { ReviewBadge } from '~/components/review/review-badge';
import { PathStatCells, PathStatHeads, usePathStats } from '~/components/lists/path-stats';
import { QualityHoldBanner } from '~/components/quality/quality-hold';
import { OverrideDialog } from '~/components/quality/override-dialog';

const statusOptions: FilterOption[] = [
  { value: 'published', label: 'Published' },
  { value: 'in_review', label: 'In review' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  // Published, but no other page links to it (the API's `orphan` status).
  { value: 'orphan', label: 'Orphans' },
  // Held by the AI content quality gate, whatever the status (the API's `held` status).
  { value: 'held', label: 'Held' },
];

/** Articles are dated by publication: the date orders say so. */
const dateSortLabels = { newest: 'Publish date, newest', oldest: 'Publish date, oldest' };

/** The URL params the article list filters by (the API's names). */
const articleFilters = ['status', 'category', 'author'] as const;

/** 'January 5, 2025' (long US form). */
export function longUsDate(iso: string): string {
  return format(parseISO(iso), 'MMMM d, yyyy');
}

export function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge
      variant="custom"
      className="border-transparent bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"
    >
      Published
    </Badge>
  ) : (
    <Badge variant="secondary">Draft</Badge>
  );
}

export function ArticlesTable({
  categories,
  authors,
}: {
  /** Options of the category filter (id and name). */
  categories: readonly FilterOption[];
  /** Options of the author filter (id and name). */
  authors: readonly FilterOption[];
}) {
  const params = useListParams(articleFilters);
  const query = useAdminArticles(params.apiQuery);
  const { data, error, isPlaceholderData } = query;
  const toggle = useToggleArticlePublished();
  const remove = useDeleteArticle();
  const [pendingDelete, setPendingDelete] = useState<AdminArticleListItem | null>(null);
  const [overrideArticle, setOverrideArticle] = useState<AdminArticleListItem | null>(null);
  // Contributors see no publish switch and delete only their own drafts.
  const mayChange = useMayChangeOwn();
  useErrorToast('Failed to load articles', error);

  const toolbar = (
    <ListToolbar
      params={params}
      searchLabel="Search articles"
      searchPlaceholder="Search title, slug, excerpt, category"
      sorts={contentSorts}
      sortLabelOverrides={dateSortLabels}
    >
      <ListFilter
        label="Status"
        anyLabel="All statuses"
        value={params.value('status')}
        options={statusOptions}
        onChange={(value) => params.set('status', value)}
      />
      <ListFilter
        label="Category"
        anyLabel="All categories"
        value={params.value('category')}
        options={categories}
        onChange={(value) => params.set('category', value)}
      />
      <ListFilter
        label="Author"
        anyLabel="All authors"
        value={params.value('author')}
        options={authors}
        onChange={(value) => params.set('author', value)}
      />
    </ListToolbar>
  );

  const items = data?.items ?? [];
  const publicPath = (article: (typeof items)[number]) =>
    article.is_published ? `/insights/${article.slug}` : undefined;
  const stats = usePathStats(items.map(publicPath));
  return (
    <ListFrame
      params={params}
      toolbar={toolbar}
      query={query}
      rowCount={items.length}
      total={data?.total}
      nextCursor={data?.nextCursor}
      noun={['article', 'articles']}
      emptyText="No articles found. Create your first article!"
    >
      <div className="aria-busy:opacity-60" aria-busy={isPlaceholderData}>
        <Table label="Articles">
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">
                <span className="sr-only">Image</span>
              </TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Author</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Published Date</TableHead>
              <TableHead>Status</TableHead>
              <PathStatHeads />
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((article) => {
              const busy = toggle.isPending && toggle.variables?.id === article.id;
              return (
                <TableRow key={article.id}>
                  <TableCell>
                    {safeImageSrc(article.image_url) ? (
                      <img
                        src={safeImageSrc(article.image_url)}
                        alt=""
                        loading="lazy"
                        className="size-12 rounded object-cover"
                      />
                    ) : (
                      <span className="flex size-12 items-center justify-center rounded bg-muted">
                        <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
                      </span>
                    )}
                  </TableCell>
                  <TableCell label="Title" className="max-w-xs font-medium">
                    <Link
                      to={`/admin/articles/edit/${article.id}`}
                      className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {article.title}
                    </Link>
                  </TableCell>
                  <TableCell label="Author">{article.author_name}</TableCell>
                  <TableCell label="Category">{article.category_name}</TableCell>
                  <TableCell label="Published Date" className="whitespace-nowrap">
                    {/* A draft or an article in review has not been published: no date yet. */}
                    {article.is_published ? (
                      longUsDate(article.published_date)
                    ) : (
                      <span className="text-muted-foreground">Not published</span>
                    )}
                  </TableCell>
                  <TableCell label="Status">
                    <TableCellGroup>
                      <StatusBadge published={article.is_published} />
                      <ReviewBadge review={article.review} published={article.is_published} />
                      <ScheduleBadge schedule={article.schedule} />
                      <RequireRole minimum="editor">
                        <QualityHoldBanner
                          flag={article.is_published ? undefined : article.quality}
                          action={
                            <Button
                              type="button"
                              variant="outline"
                              size="sm"
                              disabled={busy}
                              onClick={() => setOverrideArticle(article)}
                              aria-label={`Override and publish: ${article.title}`}
                            >
                              Override and publish
                            </Button>
                          }
                        />
                      </RequireRole>
                    </TableCellGroup>
                  </TableCell>
                  <PathStatCells stats={stats} path={publicPath(article)} />
                  <TableCell label="Actions">
                    <div className="flex items-center justify-end gap-2">
                      <RequireRole minimum="editor">
                        <Switch
                          checked={article.is_published}
                          disabled={busy}
                          onCheckedChange={(checked) =>
                            // A held article is published only with a reason (the override dialog).
                            checked && article.quality
                              ? setOverrideArticle(article)
                              : toggle.mutate({ id: article.id, is_published: checked })
                          }
                          aria-label={`${article.is_published ? 'Unpublish' : 'Publish'} ${article.title}`}
                        />
                      </RequireRole>
                      <EditLink
                        to={`/admin/articles/edit/${article.id}`}
                        label={`Edit ${article.title}`}
                      />
                      <ItemActivityLink
                        itemId={article.id}
                        label={`Activity of ${article.title}`}
                      />
                      {mayChange(article) ? (
                        <DeleteButton
                          label={`Delete ${article.title}`}
                          onClick={() => setPendingDelete(article)}
                        />
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>

        <ConfirmDialog
          item={pendingDelete}
          title="Delete this article?"
          description={(article) => (
            <>“{article.title}” will be deleted permanently. This cannot be undone.</>
          )}
          confirmLabel="Delete"
          onConfirm={(article) => {
            remove.mutate(article.id);
            setPendingDelete(null);
          }}
          onCancel={() => setPendingDelete(null)}
        />
        <OverrideDialog
          open={overrideArticle !== null}
          title={overrideArticle?.title ?? ''}
          flag={overrideArticle?.quality}
          pending={toggle.isPending}
          onCancel={() => setOverrideArticle(null)}
          onConfirm={(reason) => {
            if (!overrideArticle) return;
            toggle.mutate(
              { id: overrideArticle.id, is_published: true, override_reason: reason },
              { onSuccess: () => setOverrideArticle(null) },
            );
          }}
        />
      </div>
    </ListFrame>
  );
}
