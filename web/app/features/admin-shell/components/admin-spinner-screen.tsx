/** The whole-screen spinner shown while the session loads (admin-portal.md section 2). */
import { Spinner } from '~/components/ui/spinner';

export function AdminSpinnerScreen({ label = 'Loading session' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-10" />
    </div>
  );
}
