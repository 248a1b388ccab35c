/**
 * The page an e-mailed newsletter link opens (/newsletter/confirm#token,
 * /newsletter/unsubscribe#token). The token rides in the fragment, so it never reaches a request
 * line or a log. Opening the page does nothing: mail scanners and link previews load every link
 * of a mail, so only the person's press of the button posts the token to the API, and the page
 * shows the answer (the API's own words: confirmed, already confirmed, unsubscribed, expired or
 * not valid). Mail clients' one-click unsubscribe (RFC 8058) posts to the API directly.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { newsletterMessages } from '@shared/schemas/newsletter';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { Button } from '~/components/ui/button';
import { footerContent } from '~/content/navigation';
import { PublicApiError, publicRequest } from '~/lib/public-api';
import { siteConfig } from '~/lib/site-config';
import { NewsletterForm } from './newsletter-form';

type State =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export interface NewsletterLinkPageProps {
  /** `/api/newsletter/confirm` or `/api/newsletter/unsubscribe`. */
  endpoint: string;
  /** What the page asks before anything happens, and the button that does it. */
  title: string;
  prompt: string;
  action: string;
  working: string;
  doneTitle: string;
  failedTitle: string;
}

export function NewsletterLinkPage(props: NewsletterLinkPageProps) {
  const token = decodeURIComponent(useLocation().hash.slice(1));
  const [state, setState] = useState<State>(
    token ? { kind: 'ready' } : { kind: 'failed', message: newsletterMessages.notFound },
  );

  function act(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready') return;
    setState({ kind: 'working' });
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
  }

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader brandName={siteConfig.brandName} schedulingUrl={siteConfig.schedulingUrl} />
      <main
        id="main"
        className="mx-auto grid max-w-xl flex-1 content-center gap-3 px-4 py-28 text-center"
      >
        {state.kind === 'ready' || state.kind === 'working' ? (
          <form onSubmit={act} className="grid justify-items-center gap-4">
            <h1 className="text-2xl font-bold">{props.title}</h1>
            <p className="text-muted-foreground">{props.prompt}</p>
            <Button type="submit" disabled={state.kind === 'working'}>
              {props.action}
            </Button>
            {state.kind === 'working' ? (
              <p role="status" className="text-muted-foreground">
                {props.working}
              </p>
            ) : null}
          </form>
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
