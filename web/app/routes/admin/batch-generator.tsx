/**
 * /admin/articles/batch-generator: the Batch Article Generator (admin-portal.md section 2). The
 * batch runs on the server (DESIGN.md deviation 3); its id is in the URL (`?job=...`), so a reload
 * or another tab shows the same batch still running.
 */
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { AiBadge } from '~/features/admin-shell/components/ai-badge';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { BatchForm } from '~/features/generation/components/batch-form';
import { BatchProgress } from '~/features/generation/components/batch-progress';
import { RecentBatches } from '~/features/generation/components/recent-batches';

export const meta = () => adminMeta('Batch Generator');

export default function BatchGeneratorRoute() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? undefined;
  return (
    <>
      <AdminPageHeader
        title={
          <span className="inline-flex items-center gap-2">
            Batch Article Generator <AiBadge />
          </span>
        }
        description="Generate many articles at once with AI from titles and keywords."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/articles">
              <ArrowLeft aria-hidden="true" />
              Back to Articles
            </Link>
          </Button>
        }
      />
      {jobId ? (
        <BatchProgress key={jobId} jobId={jobId} onNewBatch={() => setParams({})} />
      ) : (
        <div className="grid gap-6">
          <BatchForm onStarted={(id) => setParams({ job: id })} />
          <RecentBatches />
        </div>
      )}
    </>
  );
}
