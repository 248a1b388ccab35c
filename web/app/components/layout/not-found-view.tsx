/** The 'Page Not Found' screen: heading, explanation and 'Return to Homepage'. */
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { notFoundContent } from '~/content/seo';

export function NotFoundView() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-brand-text" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">
        {notFoundContent.heading}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{notFoundContent.text}</p>
      <Button asChild variant="brand" size="lg" className="mt-8">
        <Link to={notFoundContent.button.path}>{notFoundContent.button.label}</Link>
      </Button>
    </div>
  );
}
