/** An /admin/* path no screen answers, inside the signed-in shell. */
import { Link } from 'react-router';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { Button } from '~/components/ui/button';

export const meta = () => adminMeta('Page Not Found');

export default function AdminNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">This admin screen does not exist.</p>
      <Button asChild variant="brand" className="mt-6">
        <Link to="/admin/dashboard">Go to the Dashboard</Link>
      </Button>
    </div>
  );
}
