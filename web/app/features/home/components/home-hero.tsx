/** Home hero (90vh): background loop, 'From Insight to' + the typewriter word, two calls to action. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ExternalLink } from '~/components/layout/external-link';
import { Button } from '~/components/ui/button';
import type { homeHero } from '~/content/home';
import { HeroVideo } from './hero-video';
import { TypewriterWord } from './typewriter-word';

export function HomeHero({
  copy,
  schedulingUrl,
}: {
  copy: typeof homeHero;
  schedulingUrl: string;
}) {
  return (
    <section className="relative isolate flex h-[90vh] min-h-[32rem] items-center overflow-hidden bg-slate-950 text-white">
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        <HeroVideo />
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/60 to-slate-950/80" />
      </div>
      <div className="mx-auto w-full max-w-5xl px-4 text-center sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl md:text-6xl lg:text-7xl">
          {copy.headline} <TypewriterWord words={copy.typewriterWords} />
        </h1>
        <p className="mt-6 text-xl font-medium text-slate-200 md:text-2xl">{copy.tagline}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button asChild variant="brand" size="lg">
            <ExternalLink href={schedulingUrl}>{copy.primaryButton}</ExternalLink>
          </Button>
          <Button asChild variant="inverse" size="lg">
            <Link to={copy.secondaryButton.path}>
              {copy.secondaryButton.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
