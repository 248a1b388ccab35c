/**
 * The SEO panel of an article (in its editor, collapsed below the body) or a page (in its SEO
 * dialog): the shared SEO fields and previews (components/seo) with the kind's defaults and
 * path. A controlled component: whoever shows it owns the values and their validation.
 */
import { useEffect, useState } from 'react';
import type { SeoFields } from '@shared/rules/seo-fields';
import { SeoFieldsPanel, type SeoFieldErrors } from '~/components/seo/seo-fields-panel';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '~/components/ui/accordion';
import { Card, CardContent } from '~/components/ui/card';
import { seoTarget, type SeoSubject } from '../seo-target';

export interface SeoPanelProps {
  subject: SeoSubject;
  value: SeoFields;
  onChange: (next: SeoFields) => void;
  onBlur?: () => void;
  errors?: SeoFieldErrors;
}

export function SeoPanel({ subject, ...fields }: SeoPanelProps) {
  return <SeoFieldsPanel {...seoTarget(subject)} {...fields} />;
}

/** The panel in a card, collapsed until opened; a refused save opens it to show its messages. */
export function CollapsibleSeoPanel(props: SeoPanelProps) {
  const hasErrors = Object.values(props.errors ?? {}).some(Boolean);
  const [open, setOpen] = useState('');
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
              <SeoPanel {...props} />
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </CardContent>
    </Card>
  );
}
