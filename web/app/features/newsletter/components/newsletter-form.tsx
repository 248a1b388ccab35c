/**
 * The footer's 'Join Our Newsletter' block (DESIGN.md section 12, deviation 7): an e-mail field
 * ('Your email') and Subscribe. The same schema as the API checks the address (its message under
 * the field). The API's own words stay in place: on success they replace the form (a toast left
 * after four seconds and covered the footer and the phone menu meanwhile), a failure shows under
 * the field and keeps the address. `website` is the honeypot. The submit code (schema, API client) loads on the first submit: see api/subscribe.ts.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

export interface NewsletterCopy {
  heading: string;
  text: string;
  placeholder: string;
  inputLabel: string;
  button: string;
}

/** The failure message when the API's answer carries no message of its own. */
const fallbackError = 'Subscription failed. Please try again later.';

export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { subscribe } = await import('../api/subscribe');
      const outcome = await subscribe(email, website);
      setError(outcome.kind === 'invalid' ? outcome.fieldError : undefined);
      setFailure(outcome.kind === 'failed' ? (outcome.message ?? fallbackError) : undefined);
      if (outcome.kind === 'subscribed') {
        setDone(outcome.message);
        setEmail('');
      }
    } catch {
      // The submit code itself could not be loaded (offline, a new deployment).
      setFailure(fallbackError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h2 className="text-sm font-semibold">{copy.heading}</h2>
      <p className="mt-4 text-sm text-muted-foreground">{copy.text}</p>
      {done ? (
        <p
          role="status"
          data-testid="newsletter-done"
          className="mt-4 rounded-md border bg-background px-3 py-2 text-sm font-medium"
        >
          {done}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="relative mt-4 grid gap-2"
          aria-busy={busy}
        >
          <Label htmlFor="newsletter-email" className="sr-only">
            {copy.inputLabel}
          </Label>
          <div className="flex gap-2">
            <Input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              placeholder={copy.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-email-error' : undefined}
              name="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="brand" disabled={busy}>
              {copy.button}
            </Button>
          </div>
          {error ? (
            <p
              id="newsletter-email-error"
              className="text-sm font-medium text-destructive dark:text-red-400"
            >
              {error}
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {failure}
            </p>
          ) : null}
          {/* Honeypot: hidden from people and assistive technology; a filled one marks a bot. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="newsletter-website">Website</label>
            <input
              id="newsletter-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
        </form>
      )}
    </div>
  );
}
