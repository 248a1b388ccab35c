/**
 * The page an e-mailed newsletter link opens (/newsletter/confirm#token,
 * /newsletter/unsubscribe#token). The token rides in the fragment, so it never reaches a request
 * line or a log; once the page runs it posts the token to the API, once, and shows the answer
 * (the API's own words: confirmed, already confirmed, unsubscribed, expired or not valid).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { newsletterMessages } from '@shared/schemas/newsletter';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { footerContent } from '~/content/navigation';
import { PublicApiError, publicRequest } from '~/lib/public-api';
import { siteConfig } from '~/lib/site-config';
import { NewsletterForm } from './newsletter-form';

type State =
  { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export interface NewsletterLinkPageProps {
  /** `/api/newsletter/confirm` or `/api/newsletter/unsubscribe`. */
  endpoint: string;
  working: string;
  doneTitle: string;
  failedTitle: string;
}

export function NewsletterLinkPage(props: NewsletterLinkPageProps) {
  const token = decodeURIComponent(useLocation().hash.slice(1));
  const [state, setState] = useState<State>({ kind: 'working' });
  // One post per page load, also when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ kind: 'failed', message: newsletterMessages.notFound });
      return;
    }
    publicRequest<{ message: string }>(props.endpoint, { method: 'POST', body: { token } })
      .then((answer) => setState({ kind: 'done', message: answer.message }))
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message:
            error instanceof PublicApiError && error.status === 404
              ? error.message
              : 'Something went wrong. Please try the link again in a moment.',
        }),
      );
  }, [token, props.endpoint]);

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader brandName={siteConfig.brandName} schedulingUrl={siteConfig.schedulingUrl} />
      <main
        id="main"
        className="mx-auto grid max-w-xl flex-1 content-center gap-3 px-4 py-28 text-center"
      >
        {state.kind === 'working' ? (
          <p role="status" className="text-muted-foreground">
            {props.working}
          </p>
        ) : (
          <>
            <h1 className="text-2xl font-bold">
              {state.kind === 'done' ? props.doneTitle : props.failedTitle}
            </h1>
            <p role="status" className="text-muted-foreground">
              {state.message}
            </p>
          </>
        )}
      </main>
      {/* With the newsletter field: a link that failed tells the reader to subscribe again there. */}
      <SiteFooter
        brandName={siteConfig.brandName}
        newsletter={<NewsletterForm copy={footerContent.newsletter} />}
      />
    </div>
  );
}
