/**
 * /newsletter/unsubscribe#token: the unsubscribe link of every newsletter e-mail (issue 22). No
 * sign-in; opening it unsubscribes, and opening it again says the same.
 */
import { NewsletterLinkPage } from '~/features/newsletter/components/newsletter-link-page';
import { siteConfig } from '~/lib/site-config';

export const meta = () => [
  { title: `Unsubscribe | ${siteConfig.brandName}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function NewsletterUnsubscribeRoute() {
  return (
    <NewsletterLinkPage
      endpoint="/api/newsletter/unsubscribe"
      working="Unsubscribing..."
      doneTitle="Unsubscribed"
      failedTitle="Link not valid"
    />
  );
}
