/**
 * Where a lead came from, for the contact's detail: the page it was sent from, the visit's first
 * touch (landing page, referrer, campaign) and the pages read on the way. Leads sent before
 * attribution existed, or without analytics consent, show what is known and "Not recorded" for
 * the rest.
 */
import { useId } from 'react';
import { directReferrer } from '@shared/schemas/analytics';
import { campaignLabel, type StoredAttribution } from '~/lib/lead-attribution';

const notRecorded = <span className="text-muted-foreground">Not recorded</span>;

/** The stored referrer is already a domain (the schema keeps no more), or "direct" for none. */
function referrerText(referrer: string): string {
  return !referrer || referrer === directReferrer ? 'None (direct)' : referrer;
}

export function LeadSource({ attribution }: { attribution: StoredAttribution | undefined }) {
  const touch = attribution?.firstTouch;
  const utm = touch?.utm;
  const hasCampaign = Boolean(utm?.source || utm?.medium || utm?.campaign);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        Source
      </h3>
      {attribution ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-muted-foreground">Sent from</dt>
          <dd className="break-all">{attribution.sourcePath}</dd>
          <dt className="font-medium text-muted-foreground">Landing page</dt>
          <dd className="break-all">{touch ? touch.landingPath : notRecorded}</dd>
          <dt className="font-medium text-muted-foreground">Referrer</dt>
          <dd className="break-all">{touch ? referrerText(touch.referrer) : notRecorded}</dd>
          <dt className="font-medium text-muted-foreground">Campaign</dt>
          <dd>{hasCampaign && utm ? campaignLabel(utm) : touch ? 'None' : notRecorded}</dd>
          {attribution.lastContentPath ? (
            <>
              <dt className="font-medium text-muted-foreground">Last read</dt>
              <dd className="break-all">{attribution.lastContentPath}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted-foreground">Pages read</dt>
          <dd>
            {attribution.pages?.length ? (
              <ol className="list-decimal pl-5" aria-label="Pages read, in order">
                {attribution.pages.map((page, index) => (
                  <li key={`${index}:${page}`} className="break-all">
                    {page}
                  </li>
                ))}
              </ol>
            ) : (
              notRecorded
            )}
          </dd>
        </dl>
      ) : (
        <p className="text-sm">{notRecorded}</p>
      )}
    </section>
  );
}
