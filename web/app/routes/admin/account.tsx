/**
 * /admin/account (every role): the signed-in member's own account: their two-step sign-in, set up
 * here with an authenticator app, and their e-mail preferences.
 */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { ReviewEmailsSetting } from '~/features/settings/components/review-emails-setting';
import { TwoStepSetup } from '~/features/auth/components/two-step-setup';
import { useAuthSession } from '~/lib/auth-session';

export const meta = () => adminMeta('Account');

export default function AccountRoute() {
  const session = useAuthSession();
  const email = session.status === 'signed-in' ? session.email : '';
  return (
    <>
      <AdminPageHeader title="Account" description={`Signed in as ${email}.`} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle as="h2">Two-step sign-in</CardTitle>
          <CardDescription>A code from your phone as well as your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoStepSetup email={email} />
        </CardContent>
      </Card>
      <Card className="mt-6 max-w-2xl">
        <CardHeader>
          <CardTitle as="h2">E-mail</CardTitle>
          <CardDescription>What the portal mails you about.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReviewEmailsSetting />
        </CardContent>
      </Card>
    </>
  );
}
