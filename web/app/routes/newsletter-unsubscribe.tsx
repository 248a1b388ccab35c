/**
 * /newsletter/unsubscribe#token: the unsubscribe link of every newsletter e-mail. No
 * sign-in; the button on the page unsubscribes (opening the link alone does nothing), and doing
 * it again says the same.
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
      title="Unsubscribe"
      prompt="Press the button to stop receiving our newsletter."
      action="Unsubscribe"
      endpoint="/api/newsletter/unsubscribe"
      working="Unsubscribing..."
      doneTitle="Unsubscribed"
      failedTitle="Link not valid"
    />
  );
}
