/**
 * The Pages tab's read of its list, and the regenerations asked for there: each is watched until
 * the worker has written its result, which a toast then reports (new content, or the generation
 * error). While one is watched the list is re-read (see usePages).
 */
import { useEffect, useState } from 'react';
import type { PageRecord } from '@shared/schemas/page';
import { toast } from '~/lib/toast';
import { usePages, useRegeneratePage } from '../api/pages';
import { isGenerating, pageErrorText, pageHeading } from '../page-status';

/** Regenerations asked for in this tab: page id -> its result stamp and the time when asked. */
type Watched = Record<string, { since: string; at: number }>;

/**
 * What moves when the worker finishes a generation: new content moves updated_at; a failed
 * regeneration of a page with content keeps the page as it was and records the error on its
 * finished generation request instead.
 */
function resultStamp(page: PageRecord): string {
  const finished = page.generation?.state === 'done' ? page.generation.lease_until : '';
  return `${page.updated_at}|${finished}`;
}

/** The error of a regeneration that failed, whether the page kept its content or not. */
function regenerationError(page: PageRecord): string | undefined {
  if (page.status === 'error') return pageErrorText(page);
  return page.generation?.state === 'done' && page.generation.error
    ? page.generation.error
    : undefined;
}

/** A regeneration not seen finishing within this time stops being polled for. */
const watchLimitMs = 2 * 60 * 1000;

/** One page of the list (`apiQuery`), which of its pages regenerate, and the call that starts one. */
export function useRegenerationWatch(apiQuery: string) {
  const [watched, setWatched] = useState<Watched>({});
  const query = usePages(apiQuery, Object.keys(watched).length > 0);
  const regenerate = useRegeneratePage();
  const { data } = query;

  // A watched regeneration ends when the worker has written its result (see resultStamp); the
  // result is reported then.
  useEffect(() => {
    if (!data) return;
    const ended = Object.entries(watched).filter(([id, { since, at }]) => {
      const page = data.items.find((item) => item.id === id);
      if (page === undefined || Date.now() - at >= watchLimitMs) return true;
      // While the worker holds the request the result is not in yet.
      return page.generation?.state !== 'processing' && resultStamp(page) !== since;
    });
    if (ended.length === 0) return;
    for (const [id, { since }] of ended) {
      const page = data.items.find((item) => item.id === id);
      if (!page || resultStamp(page) === since || isGenerating(page)) continue;
      const failure = regenerationError(page);
      if (failure) {
        toast.error('Failed to regenerate content', { description: failure });
      } else {
        toast.success('Page regenerated', {
          description: `“${pageHeading(page)}” has new content.`,
        });
      }
    }
    setWatched((current) => {
      const rest = { ...current };
      for (const [id] of ended) delete rest[id];
      return rest;
    });
  }, [data, watched]);

  const start = (page: PageRecord) => {
    setWatched((current) => ({
      ...current,
      [page.id]: { since: resultStamp(page), at: Date.now() },
    }));
    regenerate.mutate(page.id, {
      onError: () =>
        setWatched((current) => {
          const { [page.id]: _dropped, ...rest } = current;
          return rest;
        }),
    });
  };

  return {
    query,
    /** True for a page whose regeneration this tab asked for and has not seen finish. */
    isWatched: (id: string) => id in watched,
    /** True while the regenerate call for this page is on its way. */
    isCalling: (id: string) => regenerate.isPending && regenerate.variables === id,
    start,
  };
}
