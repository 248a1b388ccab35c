/**
 * The article editor's SEO panel, collapsed until opened: the shared SEO fields and previews
 * (components/seo) bound to the editor's form. The defaults follow what is typed: the title in
 * the site's style, the excerpt, the article image; the URL follows the slug.
 */
import { useEffect, useState } from 'react';
import { useController, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { SeoFieldsPanel } from '~/components/seo/seo-fields-panel';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '~/components/ui/accordion';
import { Card, CardContent } from '~/components/ui/card';
import { articleSeoDefaults } from '~/lib/seo-defaults';
import { effectiveSlug, type EditorValues } from '../editor-values';

export function SeoPanel({
  control,
  errors,
}: {
  control: Control<EditorValues>;
  errors: FieldErrors<EditorValues>;
}) {
  const { field } = useController({ control, name: 'seo' });
  const [title, slug, excerpt, imageUrl] = useWatch({
    control,
    name: ['title', 'slug', 'excerpt', 'image_url'],
  });
  const seoErrors = errors.seo;
  const hasErrors = seoErrors !== undefined;
  const [open, setOpen] = useState('');
  // A refused save opens the panel, so its field messages are seen.
  useEffect(() => {
    if (hasErrors) setOpen('seo');
  }, [hasErrors]);
  return (
    <Card>
      <CardContent className="pt-2">
        <Accordion type="single" collapsible value={open} onValueChange={setOpen}>
          <AccordionItem value="seo">
            <AccordionTrigger headingLevel={2} className="text-base">
              SEO
            </AccordionTrigger>
            <AccordionContent>
              <SeoFieldsPanel
                idPrefix="article-seo"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                defaults={articleSeoDefaults({ title, excerpt, imageUrl })}
                path={`/insights/${effectiveSlug({ title, slug })}`}
                errors={{
                  meta_title: seoErrors?.meta_title?.message,
                  meta_description: seoErrors?.meta_description?.message,
                  social_image: seoErrors?.social_image?.message,
                  canonical: seoErrors?.canonical?.message,
                }}
              />
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </CardContent>
    </Card>
  );
}
