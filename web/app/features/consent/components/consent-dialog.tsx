/**
 * The cookie consent dialog (public-site.md section 4). Shown when no valid record is stored, or
 * when the Cookie Settings page asks for it; it cannot be dismissed by clicking outside or with
 * Escape: only a choice closes it.
 *
 * Simple view: Accept All Cookies (stores, reloads), Reject All (Essential Only) (stores necessary
 * only, no reload), Customize Preferences. Detailed view: a switch per category, then Save
 * Preferences (stores, reloads), Accept All, Reject All, Back to Simple View.
 *
 * Mounted only after hydration, so prerendered pages paint and settle (LCP, CLS) without it.
 */
import { useState } from 'react';
import { acceptAllChoices, essentialOnlyChoices } from '@shared/rules/consent';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { consentDialogCopy } from '~/content/cookie-consent';
import { useHydrated } from '~/lib/use-hydrated';
import { saveConsent, type OptionalChoices } from '../api/consent-store';
import { useConsentState } from '../hooks/use-consent-state';
import { ConsentCategoryList } from './consent-category-list';

function reload(): void {
  window.location.reload();
}

export function ConsentDialog() {
  const hydrated = useHydrated();
  const { consent, dialogOpen } = useConsentState();
  const [view, setView] = useState<'simple' | 'detailed'>('simple');
  const [draft, setDraft] = useState<OptionalChoices | null>(null);
  if (!hydrated) return null;

  const current: OptionalChoices =
    draft ??
    (consent
      ? { analytics: consent.analytics, preferences: consent.preferences, session: consent.session }
      : { ...essentialOnlyChoices });

  const choose = (choices: OptionalChoices, thenReload: boolean) => {
    saveConsent(choices);
    setDraft(null);
    setView('simple');
    if (thenReload) reload();
  };

  const { simple, detailed } = consentDialogCopy;
  return (
    <AlertDialog open={dialogOpen}>
      <AlertDialogContent
        className="max-w-xl"
        onEscapeKeyDown={(event) => event.preventDefault()}
        data-testid="cookie-consent-dialog"
      >
        {view === 'simple' ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{simple.title}</AlertDialogTitle>
              <AlertDialogDescription>{simple.description}</AlertDialogDescription>
            </AlertDialogHeader>
            <div className="flex flex-col gap-2 sm:flex-row [&>button]:h-auto [&>button]:min-h-10 [&>button]:py-2 [&>button]:whitespace-normal sm:[&>button]:flex-1">
              <Button variant="brand" onClick={() => choose({ ...acceptAllChoices }, true)}>
                {simple.acceptAll}
              </Button>
              <Button variant="outline" onClick={() => choose({ ...essentialOnlyChoices }, false)}>
                {simple.rejectAll}
              </Button>
              <Button variant="secondary" onClick={() => setView('detailed')}>
                {simple.customize}
              </Button>
            </div>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{detailed.title}</AlertDialogTitle>
              <AlertDialogDescription>{detailed.description}</AlertDialogDescription>
            </AlertDialogHeader>
            <ConsentCategoryList
              idPrefix="consent-dialog"
              choices={current}
              onChange={setDraft}
              requiredLabel={detailed.required}
            />
            <AlertDialogFooter className="flex-wrap sm:justify-between">
              <Button variant="ghost" onClick={() => setView('simple')}>
                {detailed.back}
              </Button>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  variant="outline"
                  onClick={() => choose({ ...essentialOnlyChoices }, false)}
                >
                  {detailed.rejectAll}
                </Button>
                <Button variant="secondary" onClick={() => choose({ ...acceptAllChoices }, true)}>
                  {detailed.acceptAll}
                </Button>
                <Button variant="brand" onClick={() => choose(current, true)}>
                  {detailed.save}
                </Button>
              </div>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
