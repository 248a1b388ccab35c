/**
 * The SEO panel's body, shared by the article editor and the programmatic page editor: meta
 * title, meta description, social image, canonical URL and the noindex switch, each empty field
 * showing its default as placeholder; counts with length guidance; and live previews of the
 * Google result and the social card, computed from the same values the page's head will carry.
 * A controlled component: the editors own the values and their validation.
 */
import type { SeoDefaults, SeoFields } from '@shared/rules/seo-fields';
import { canonicalTarget, effectiveSeo } from '@shared/rules/seo-fields';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { maxMetaDescriptionLength, maxMetaTitleLength } from '@shared/schemas/seo';
import { defaultShareImage } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { LengthGuidance } from './length-guidance';
import { SearchResultPreview } from './search-result-preview';
import { SocialCardPreview } from './social-card-preview';

export type SeoFieldErrors = Partial<Record<keyof SeoFields, string>>;

export interface SeoFieldsPanelProps {
  /** Prefix of the controls' ids (one panel per page). */
  idPrefix: string;
  value: SeoFields;
  onChange: (next: SeoFields) => void;
  onBlur?: () => void;
  /** What the head shows for an empty field. */
  defaults: SeoDefaults;
  /** The page's own path, e.g. `/insights/my-article`. */
  path: string;
  errors?: SeoFieldErrors;
}

export function SeoFieldsPanel({
  idPrefix,
  value,
  onChange,
  onBlur,
  defaults,
  path,
  errors = {},
}: SeoFieldsPanelProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const set = <K extends keyof SeoFields>(field: K, next: SeoFields[K]) =>
    onChange({ ...value, [field]: next });
  const shown = effectiveSeo(value, defaults);
  const origin = siteConfig.publicOrigin;
  const canonical = canonicalTarget(value.canonical, path, origin);
  const domain = (() => {
    try {
      return new URL(origin).host;
    } catch {
      return origin;
    }
  })();

  return (
    <div className="grid gap-6">
      <div className="grid content-start gap-5 md:grid-cols-2">
        <FormField
          id={id('meta-title')}
          className="md:col-span-2"
          label="Meta title"
          error={errors.meta_title}
          hint={
            <LengthGuidance
              field="title"
              text={shown.title}
              usesDefault={value.meta_title.trim() === ''}
            />
          }
        >
          <Input
            {...fieldControlProps(id('meta-title'), { error: errors.meta_title, hint: true })}
            value={value.meta_title}
            placeholder={defaults.title}
            maxLength={maxMetaTitleLength * 2}
            onChange={(event) => set('meta_title', event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
        <FormField
          id={id('meta-description')}
          className="md:col-span-2"
          label="Meta description"
          error={errors.meta_description}
          hint={
            <LengthGuidance
              field="description"
              text={shown.description}
              usesDefault={value.meta_description.trim() === ''}
            />
          }
        >
          <Textarea
            rows={3}
            {...fieldControlProps(id('meta-description'), {
              error: errors.meta_description,
              hint: true,
            })}
            value={value.meta_description}
            placeholder={defaults.description}
            maxLength={maxMetaDescriptionLength * 2}
            onChange={(event) => set('meta_description', event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
        <FormField
          id={id('social-image')}
          label="Social image"
          error={errors.social_image}
          hint="An image address on this site (/media/... or /images/...), shown on shared links at 1200 × 630. Empty: the page's image, else the site's card."
        >
          <Input
            {...fieldControlProps(id('social-image'), { error: errors.social_image, hint: true })}
            value={value.social_image}
            placeholder={defaults.image || defaultShareImage}
            onChange={(event) => set('social_image', event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
        <FormField
          id={id('canonical')}
          label="Canonical URL"
          error={errors.canonical}
          hint="Only when another address is the original: a site path or a full https:// URL. Empty: this page's own address."
        >
          <Input
            {...fieldControlProps(id('canonical'), { error: errors.canonical, hint: true })}
            value={value.canonical}
            placeholder={`${origin}${path}`}
            onChange={(event) => set('canonical', event.target.value)}
            onBlur={onBlur}
          />
        </FormField>
        <div className="grid gap-1 md:col-span-2">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={id('noindex')}>Hide from search engines (noindex)</Label>
            <Switch
              id={id('noindex')}
              checked={value.noindex}
              onCheckedChange={(checked) => set('noindex', checked)}
              aria-describedby={id('noindex-hint')}
            />
          </div>
          <p id={id('noindex-hint')} className="text-sm text-muted-foreground">
            The page stays public, but search engines are asked not to list it (its links are still
            followed), and the sitemap and feeds leave it out.
          </p>
        </div>
      </div>

      <div className="grid content-start gap-5">
        <section aria-labelledby={id('serp-heading')} className="grid gap-2">
          <h3 id={id('serp-heading')} className="text-sm font-medium">
            Google result
            {shown.noindex ? (
              <span className="ml-2 text-destructive dark:text-red-400">(not listed: noindex)</span>
            ) : null}
          </h3>
          <SearchResultPreview
            siteName={siteConfig.brandName}
            href={canonical.href}
            title={shown.title}
            description={shown.description}
          />
        </section>
        <section aria-labelledby={id('social-heading')} className="grid gap-2">
          <h3 id={id('social-heading')} className="text-sm font-medium">
            Social card
          </h3>
          <SocialCardPreview
            domain={domain}
            title={shown.title}
            description={shown.description}
            image={shown.image || defaultShareImage}
          />
        </section>
      </div>
    </div>
  );
}
