/** Privacy Policy (/privacy): 15 sections, effective 1 March 2025; not indexed. */
import { getPrivacyPolicy } from '~/content/legal';
import { getRouteMeta } from '~/content/seo';
import { LegalDocumentView } from '~/features/legal/components/legal-document-view';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { StaticHtml } from '~/components/layout/static-html';

export const meta = () =>
  buildMeta({ path: '/privacy', ...getRouteMeta('/privacy', siteConfig.brandName) });

export default function Privacy() {
  return (
    <StaticHtml>
      <LegalDocumentView document={getPrivacyPolicy(siteConfig)} />
    </StaticHtml>
  );
}
