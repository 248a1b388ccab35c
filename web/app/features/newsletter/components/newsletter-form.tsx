/**
 * The footer's 'Join Our Newsletter' block (DESIGN.md section 12, deviation 7): an e-mail field
 * ('Your email') and Subscribe. The same schema as the API checks the address (its message under
 * the field); the API's own words come back as the success or error toast. `website` is the
 * honeypot. The submit code (schema, API client) loads on the first submit: see api/subscribe.ts.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '~/lib/toast';
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

/** Title of the error toast when the API's answer carries no message of its own. */
const fallbackError = 'Subscription failed. Please try again later.';

export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { subscribe } = await import('../api/subscribe');
      const outcome = await subscribe(email, website);
      setError(outcome.kind === 'invalid' ? outcome.fieldError : undefined);
      if (outcome.kind === 'subscribed') {
        toast.success(outcome.message);
        setEmail('');
      } else if (outcome.kind === 'failed') {
        toast.error(outcome.message ?? fallbackError);
      }
    } catch {
      // The submit code itself could not be loaded (offline, a new deployment).
      toast.error(fallbackError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h2 className="text-sm font-semibold">{copy.heading}</h2>
      <p className="mt-4 text-sm text-muted-foreground">{copy.text}</p>
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
    </div>
  );
}
