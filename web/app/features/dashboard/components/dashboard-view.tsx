/**
 * The dashboard (admin-portal.md section 2): Total Articles, Published Articles, Authors and
 * Categories, and the Quick Actions to the three "new" screens.
 */
import { ClipboardCheck, FilePlus2, FileText, FolderTree, Globe, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useErrorToast } from '~/lib/admin-api';
import { useHasRole } from '~/components/auth/use-role';
import { useDashboardCounts } from '../api/get-dashboard-counts';

const counts = [
  { key: 'totalArticles', label: 'Total Articles', icon: FileText },
  { key: 'publishedArticles', label: 'Published Articles', icon: Globe },
  // Articles and pages in review; the links open each list filtered to them.
  {
    key: 'waitingForReview',
    label: 'Waiting for review',
    icon: ClipboardCheck,
    links: [
      {
        to: '/admin/articles?status=in_review',
        label: 'Articles in review',
        of: 'articlesInReview',
      },
      {
        to: '/admin/programmatic-pages?status=in_review',
        label: 'Pages in review',
        of: 'pagesInReview',
      },
    ],
  },
  { key: 'authors', label: 'Authors', icon: Users },
  { key: 'categories', label: 'Categories', icon: FolderTree },
] as const;

// `editor`: authors and categories are an editor's; a contributor writes articles.
const quickActions = [
  { to: '/admin/articles/new', label: 'New Article', icon: FilePlus2, editor: false },
  { to: '/admin/authors/new', label: 'New Author', icon: Users, editor: true },
  { to: '/admin/categories/new', label: 'New Category', icon: Plus, editor: true },
] as const;

export function DashboardView() {
  const { data, error, isPending } = useDashboardCounts();
  useErrorToast('Error fetching data', error);
  const isEditor = useHasRole('editor');

  return (
    <div className="grid gap-8">
      <section aria-label="Counts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {counts.map(({ key, label, icon: Icon, ...rest }) => (
          <Card key={key}>
            <div className="flex items-center justify-between gap-1.5 p-6 pb-2">
              <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
              <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
            </div>
            <CardContent>
              {isPending ? (
                <Skeleton className="h-9 w-16" />
              ) : (
                <p className="text-3xl font-bold" data-testid={`count-${key}`}>
                  {data ? data[key] : '-'}
                </p>
              )}
              {'links' in rest ? (
                <div className="mt-1 flex flex-wrap gap-x-3">
                  {rest.links.map((link) => (
                    <Link
                      key={link.to}
                      to={link.to}
                      className="text-sm font-medium text-primary underline underline-offset-4 hover:decoration-2"
                    >
                      {link.label}
                      {data ? `: ${data[link.of]}` : ''}
                    </Link>
                  ))}
                </div>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </section>

      <section aria-labelledby="quick-actions-heading" className="grid gap-4">
        <h2 id="quick-actions-heading" className="text-xl font-semibold">
          Quick Actions
        </h2>
        <div className="flex flex-wrap gap-3">
          {quickActions
            .filter((action) => isEditor || !action.editor)
            .map(({ to, label, icon: Icon }) => (
              <Button key={to} asChild variant="outline">
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            ))}
        </div>
      </section>
    </div>
  );
}
