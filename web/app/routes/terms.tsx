/** Terms of Service (/terms): 13 sections, effective 1 March 2025; not indexed. */
import { getTermsOfService } from '~/content/legal';
import { getRouteMeta } from '~/content/seo';
import { LegalDocumentView } from '~/features/legal/components/legal-document-view';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { StaticHtml } from '~/components/layout/static-html';

export const meta = () =>
  buildMeta({ path: '/terms', ...getRouteMeta('/terms', siteConfig.brandName) });

export default function Terms() {
  return (
    <StaticHtml>
      <LegalDocumentView document={getTermsOfService(siteConfig)} />
    </StaticHtml>
  );
}
