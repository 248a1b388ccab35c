/**
 * The Cookie Settings page body (/cookies, public-site.md section 2): the categories with
 * switches held locally until 'Save Cookie Preferences', the current settings (or 'No cookie
 * preferences have been saved yet.'), 'Open Cookie Consent Modal' and 'Clear All Cookies & Reset'
 * (clears cookies and consent, resets the switches to necessary only, reloads).
 */
import { useState } from 'react';
import { format } from 'date-fns';
import { toast } from '~/lib/toast';
import { essentialOnlyChoices } from '@shared/rules/consent';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { cookieSettingsCopy as copy } from '~/content/cookie-consent';
import {
  clearCookiesAndConsent,
  openConsentDialog,
  saveConsent,
  type OptionalChoices,
} from '../api/consent-store';
import { useConsentState } from '../hooks/use-consent-state';
import { ConsentCategoryList } from './consent-category-list';

const optionalIds = ['analytics', 'preferences', 'session'] as const;

export function CookieSettings() {
  const { consent } = useConsentState();
  const [draft, setDraft] = useState<OptionalChoices | null>(null);
  const saved: OptionalChoices = consent
    ? { analytics: consent.analytics, preferences: consent.preferences, session: consent.session }
    : { ...essentialOnlyChoices };
  const choices = draft ?? saved;

  const save = () => {
    saveConsent(choices);
    setDraft(null);
    toast.success(copy.savedToast);
  };

  const reset = () => {
    clearCookiesAndConsent();
    setDraft({ ...essentialOnlyChoices });
    window.location.reload();
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 pb-20 sm:px-6 lg:px-8">
      <div className="space-y-4 text-muted-foreground">
        {copy.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="cookie-categories-heading" className="grid gap-4">
        <h2 id="cookie-categories-heading" className="text-2xl font-semibold">
          {copy.categoriesHeading}
        </h2>
        <ConsentCategoryList
          idPrefix="cookie-settings"
          choices={choices}
          onChange={setDraft}
          requiredLabel={copy.required}
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="brand" onClick={save}>
            {copy.save}
          </Button>
          <Button variant="outline" onClick={openConsentDialog}>
            {copy.openModal}
          </Button>
          <Button variant="destructive" onClick={reset}>
            {copy.clearAll}
          </Button>
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{copy.currentHeading}</CardTitle>
        </CardHeader>
        <CardContent>
          {consent ? (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm"
              data-testid="current-consent"
            >
              <dt className="font-medium">{copy.consentDate}</dt>
              <dd>{format(consent.timestamp, 'MMMM d, yyyy, h:mm a')}</dd>
              {optionalIds.map((id) => (
                <div key={id} className="contents">
                  <dt className="font-medium">{copy.labels[id]}</dt>
                  <dd>{consent[id] ? copy.enabled : copy.disabled}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted-foreground">{copy.none}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
