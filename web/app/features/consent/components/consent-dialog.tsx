/**
 * The cookie consent dialog (public-site.md section 4). Shown when no valid record is stored, or
 * when the Cookie Settings page asks for it; it cannot be dismissed by clicking outside or with
 * Escape: only a choice closes it.
 *
 * Simple view: Accept All Cookies (stores, reloads), Reject All (Essential Only) (stores necessary
 * only, no reload), Customize Preferences. Detailed view: a switch per category, then Save
 * Preferences (stores, reloads), Accept All, Reject All, Back to Simple View.
 *
 * Mounted only after hydration, so prerendered pages paint and settle (LCP, CLS) without it. It
 * is a light modal (components/ui/modal-dialog), not Radix: every first visit shows it, so its
 * code is part of every public page's first load.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { acceptAllChoices, essentialOnlyChoices } from '@shared/rules/consent';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { consentDialogCopy } from '~/content/cookie-consent';
import { useHydrated } from '~/lib/use-hydrated';
import { saveConsent, type OptionalChoices } from '../api/consent-store';
import { useConsentState } from '../hooks/use-consent-state';

// The detailed view's switches load when a visitor asks to customise: most choose in the simple
// view, so the switch code is not part of every first visit.
const ConsentCategoryList = lazy(() =>
  import('./consent-category-list').then((module) => ({ default: module.ConsentCategoryList })),
);

function reload(): void {
  window.location.reload();
}

export function ConsentDialog() {
  const hydrated = useHydrated();
  const { consent, dialogOpen } = useConsentState();
  const [view, setView] = useState<'simple' | 'detailed'>('simple');
  const [draft, setDraft] = useState<OptionalChoices | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  if (!hydrated || !dialogOpen) return null;

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
  const heading = view === 'simple' ? simple : detailed;
  return (
    <ModalDialog
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      size="wide"
      data-testid="cookie-consent-dialog"
    >
      <div className="flex flex-col gap-2 text-center sm:text-left">
        <h2 id={titleId} className="text-lg font-semibold">
          {heading.title}
        </h2>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {heading.description}
        </p>
      </div>
      {view === 'simple' ? (
        <>
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
          <Suspense fallback={<div className="h-72 animate-pulse rounded-lg border bg-muted" />}>
            <ConsentCategoryList
              idPrefix="consent-dialog"
              choices={current}
              onChange={setDraft}
              requiredLabel={detailed.required}
            />
          </Suspense>
          <div className="flex flex-col-reverse flex-wrap gap-2 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={() => setView('simple')}>
              {detailed.back}
            </Button>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => choose({ ...essentialOnlyChoices }, false)}>
                {detailed.rejectAll}
              </Button>
              <Button variant="secondary" onClick={() => choose({ ...acceptAllChoices }, true)}>
                {detailed.acceptAll}
              </Button>
              <Button variant="brand" onClick={() => choose(current, true)}>
                {detailed.save}
              </Button>
            </div>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
