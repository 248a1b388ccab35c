/** A grid of cards that each link to a page (services, sectors). The whole card is the link. */
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { LinkCard } from '~/content/types';
import { cn } from '~/lib/cn';

export function LinkCardGrid<Icon extends string>({
  cards,
  icons,
  className,
}: {
  cards: readonly LinkCard<Icon>[];
  /** The icon set the cards name (components/icons). */
  icons: Record<Icon, LucideIcon>;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {cards.map((card) => {
        const Icon: LucideIcon = icons[card.icon];
        return (
          <li key={card.path}>
            <Link
              to={card.path}
              className="group flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-brand/10 text-brand-text">
                <Icon aria-hidden="true" focusable="false" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.description}</p>
              <ArrowRight
                aria-hidden="true"
                className="mt-4 size-4 text-brand-text transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
