/** /newsletter/confirm#token: the double opt-in link of the confirmation e-mail. */
import { NewsletterLinkPage } from '~/features/newsletter/components/newsletter-link-page';
import { siteConfig } from '~/lib/site-config';

export const meta = () => [
  { title: `Confirm your subscription | ${siteConfig.brandName}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function NewsletterConfirmRoute() {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      prompt="Press the button to confirm your address and join the newsletter."
      action="Confirm subscription"
      endpoint="/api/newsletter/confirm"
      working="Confirming your subscription..."
      doneTitle="Subscription confirmed"
      failedTitle="Link not valid"
    />
  );
}
