/**
 * Settings (admin-portal.md section 2: in the sidebar, content not shown): a read-only view of the
 * stage's configuration. Changing it is a deployment matter (CDK context or the sandbox's
 * environment), which the screen says. The quality gate's thresholds and the weekly digest's
 * schedule are the exceptions: stored data, set here.
 */
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Spinner } from '~/components/ui/spinner';
import { useErrorToast } from '~/lib/admin-api';
import { useSettings } from '../api/settings';
import { DigestSettingsForm } from './digest-settings-form';
import { QualitySettingsForm } from './quality-settings-form';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item} className="font-mono text-xs">
          {item}
        </li>
      ))}
    </ul>
  );
}

const gridClasses = 'grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]';

export function SettingsView() {
  const { data, error, isPending } = useSettings();
  useErrorToast('Error fetching data', error);

  if (isPending) return <Spinner label="Loading settings" className="py-10" />;
  if (!data) {
    return <p className="text-muted-foreground">The settings could not be loaded.</p>;
  }

  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Site</CardTitle>
          <CardDescription>
            Set per stage at deployment; this screen only shows them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className={gridClasses}>
            <Row label="Stage">{data.stage}</Row>
            <Row label="Brand name">{data.brandName}</Row>
            <Row label="Public origin">{data.publicOrigin}</Row>
            <Row label="Contact e-mail">{data.contactEmail}</Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">AI generation</CardTitle>
          <CardDescription>
            Articles and programmatic pages are written by this provider.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className={gridClasses}>
            <Row label="Provider">
              {data.ai.provider === 'offline'
                ? 'Offline drafts (no model is called)'
                : 'Amazon Bedrock'}
            </Row>
            <Row label="Model">{data.ai.modelId}</Row>
            <Row label="Region">{data.ai.region}</Row>
          </dl>
        </CardContent>
      </Card>
      <QualitySettingsForm />
      <DigestSettingsForm />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Admin access</CardTitle>
          <CardDescription>
            Only verified e-mail addresses on this allow-list may sign up themselves; invited staff
            need not be on it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className={gridClasses}>
            <Row label="Addresses">
              <List items={data.allowList.emails} empty="None" />
            </Row>
            <Row label="Domains">
              <List items={data.allowList.domains} empty="None" />
            </Row>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
