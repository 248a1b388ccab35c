import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MediaItem, MediaListResponse } from '@shared/schemas/media-library';
import { cachedPreviewOf } from '~/components/media/preview-src';
import { mediaKeys } from '~/components/media/media-library-api';

const id = '3f2c1b0a-9e8d-4c7b-8a69-5f4e3d2c1b0a';
const url = `/media/articles/${id}.png`;

const item = (thumbnailUrl: string): MediaItem => ({
  id: `${id}.png`,
  key: `articles/${id}.png`,
  url,
  thumbnailUrl,
  name: 'badge.png',
  bytes: 10,
  width: 200,
  height: 150,
  format: 'png',
  created_at: '2026-11-27T10:00:00.000Z',
  usedBy: [],
});

const page = (items: MediaItem[]): MediaListResponse => ({ items, nextCursor: null });

describe('cachedPreviewOf', () => {
  it("finds an upload's preview in a picker's pages", () => {
    const client = new QueryClient();
    client.setQueryData(mediaKeys.list(''), {
      pages: [page([]), page([item(`/media/articles/${id}/w200.webp`)])],
      pageParams: ['', 'next'],
    });
    expect(cachedPreviewOf(client, url)).toBe(`/media/articles/${id}/w200.webp`);
  });

  it('finds it in a page of the /admin/media screen', () => {
    const client = new QueryClient();
    client.setQueryData([...mediaKeys.all, 'page', 'q='], page([item('/media/x/w300.webp')]));
    expect(cachedPreviewOf(client, url)).toBe('/media/x/w300.webp');
  });

  it('knows nothing of an address no cached page lists', () => {
    const client = new QueryClient();
    client.setQueryData(mediaKeys.list(''), { pages: [page([])], pageParams: [''] });
    expect(cachedPreviewOf(client, url)).toBeUndefined();
  });
});
