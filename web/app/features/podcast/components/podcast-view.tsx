/**
 * The podcast page body (public-site.md sections 2 and 4): the show header (Podcast badge, title,
 * description, 'Subscribe via RSS', a link to the show on its host), 'Latest Episodes' with the
 * count and the most-recent-first note, 'Episodes per page' (3, 5, 10, 20; default 5), the
 * episodes with a player each, 'Page X of Y' and page numbers above one page, the About section
 * and PodcastSeries JSON-LD. While loading, one skeleton card per page size; on failure the error
 * card whose 'Try Again' reloads the page. A page or size change stops playback (the players are
 * remounted); a size change returns to page 1.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { AlertTriangle, ExternalLink as ExternalIcon, Mic, Rss } from 'lucide-react';
import type { PodcastEpisode, PodcastResponse } from '@shared/schemas/podcast';
import { podcastFeedPath } from '@shared/content/site-paths';
import { ExternalLink } from '~/components/layout/external-link';
import { JsonLdScript } from '~/components/layout/json-ld-script';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import {
  podcastCopy as copy,
  defaultEpisodesPerPage,
  episodesPerPageOptions,
} from '~/content/podcast';
import { canonicalUrl } from '~/lib/seo';
import { podcastQuery } from '../api/get-podcast';
import { AudioPlayer } from './audio-player';

function podcastSeriesJsonLd(podcast: PodcastResponse, hostUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: podcast.title,
    description: podcast.description,
    url: canonicalUrl('/podcast'),
    sameAs: podcast.link || hostUrl,
    ...(podcast.feedUrl ? { webFeed: podcast.feedUrl } : {}),
  };
}

function episodeDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
}

function EpisodeCard({
  episode,
  active,
  onActivate,
}: {
  episode: PodcastEpisode;
  active: boolean;
  onActivate: () => void;
}) {
  return (
    <Card data-testid="episode-card">
      <div className="flex flex-col gap-2 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {episode.episodeNumber ? (
            <span className="font-medium text-brand-text">
              {copy.episodeNumber(episode.episodeNumber)}
            </span>
          ) : null}
          <time dateTime={episode.pubDate}>{episodeDate(episode.pubDate)}</time>
          {episode.duration ? <span>{episode.duration}</span> : null}
        </div>
        <h3 className="text-lg leading-snug font-semibold">{episode.title}</h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{episode.description}</p>
      </div>
      <CardContent>
        <AudioPlayer
          title={episode.title}
          src={episode.audioUrl}
          active={active}
          onActivate={onActivate}
        />
      </CardContent>
    </Card>
  );
}

function EpisodeSkeleton() {
  return (
    <Card data-testid="episode-skeleton">
      <div className="grid gap-3 p-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    </Card>
  );
}

export function PodcastView({ hostUrl, feedUrl }: { hostUrl: string; feedUrl: string }) {
  const podcast = useQuery(podcastQuery);
  const [pageSize, setPageSize] = useState<number>(defaultEpisodesPerPage);
  const [page, setPage] = useState(1);
  const [activeEpisode, setActiveEpisode] = useState<string | null>(null);

  const changeSize = (value: string) => {
    setPageSize(Number(value));
    setPage(1);
    setActiveEpisode(null);
  };
  const changePage = (next: number) => {
    setPage(next);
    setActiveEpisode(null);
    document.getElementById('latest-episodes')?.scrollIntoView({ block: 'start' });
  };

  if (podcast.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <Card className="border-destructive/50" role="alert">
          <div className="flex flex-col items-center gap-4 p-8 text-center">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-medium">{copy.error}</p>
            <Button variant="outline" onClick={() => window.location.reload()}>
              {copy.tryAgain}
            </Button>
          </div>
        </Card>
      </div>
    );
  }

  const data = podcast.data;
  const episodes = data?.episodes ?? [];
  const pageCount = Math.max(1, Math.ceil(episodes.length / pageSize));
  const current = Math.min(page, pageCount);
  const shown = episodes.slice((current - 1) * pageSize, current * pageSize);
  // The configured feed, or the site's own copy of the sample feed: the link always has a target.
  const rss = data?.feedUrl || feedUrl || podcastFeedPath;

  return (
    <div className="mx-auto grid max-w-4xl gap-12 px-4 pb-20 sm:px-6 lg:px-8">
      <Card>
        <div className="grid gap-4 p-6 md:p-8">
          <Badge variant="brand" className="w-fit gap-1" data-testid="podcast-badge">
            <Mic className="size-3.5" aria-hidden="true" />
            {copy.badge}
          </Badge>
          {data ? (
            <>
              <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{data.title}</h2>
              <p className="text-muted-foreground">{data.description}</p>
            </>
          ) : (
            <div className="grid gap-3" aria-hidden="true">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="brand">
              <a href={rss} target="_blank" rel="noopener noreferrer">
                <Rss aria-hidden="true" />
                {copy.subscribe}
              </a>
            </Button>
            <Button asChild variant="outline">
              <ExternalLink href={data?.link || hostUrl}>
                <ExternalIcon aria-hidden="true" />
                {copy.viewOnHost}
              </ExternalLink>
            </Button>
          </div>
        </div>
      </Card>

      <section aria-labelledby="latest-episodes" className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-episodes" className="text-2xl font-semibold">
              {copy.latestHeading}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {data ? `${copy.episodeCount(episodes.length)}. ` : ''}
              {copy.orderNote}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor="episodes-per-page">{copy.perPage}</Label>
            <Select value={String(pageSize)} onValueChange={changeSize}>
              <SelectTrigger id="episodes-per-page" className="w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {episodesPerPageOptions.map((option) => (
                  <SelectItem key={option} value={String(option)}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <div className="grid gap-4" key={`${current}-${pageSize}`}>
          {podcast.isPending
            ? Array.from({ length: pageSize }, (_, index) => <EpisodeSkeleton key={index} />)
            : shown.map((episode, index) => {
                const id = `${episode.episodeNumber ?? ''}-${episode.title}-${index}`;
                return (
                  <EpisodeCard
                    key={id}
                    episode={episode}
                    active={activeEpisode === id}
                    onActivate={() => setActiveEpisode(id)}
                  />
                );
              })}
        </div>

        {data && pageCount > 1 ? (
          <nav
            aria-label={copy.pagination}
            className="flex flex-wrap items-center justify-between gap-4"
          >
            <p className="text-sm text-muted-foreground">{copy.pageOf(current, pageCount)}</p>
            <div className="flex flex-wrap gap-2">
              {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                <Button
                  key={number}
                  size="icon"
                  variant={number === current ? 'brand' : 'outline'}
                  aria-label={copy.goToPage(number)}
                  aria-current={number === current ? 'page' : undefined}
                  onClick={() => changePage(number)}
                >
                  {number}
                </Button>
              ))}
            </div>
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="about-podcast" className="rounded-xl bg-muted p-6 md:p-8">
        <h2 id="about-podcast" className="text-2xl font-semibold">
          {copy.about.heading}
        </h2>
        <div className="mt-4 grid gap-4 text-muted-foreground">
          {copy.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      {data ? <JsonLdScript data={podcastSeriesJsonLd(data, hostUrl)} /> : null}
    </div>
  );
}
