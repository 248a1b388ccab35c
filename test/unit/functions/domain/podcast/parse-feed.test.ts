import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { podcastSampleFeedXml } from '@functions/adapters/podcast-sample-feed';
import { FeedParseError, parseFeed } from '@functions/domain/podcast/parse-feed';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('parseFeed', () => {
  it('reads the show and each episode of a plain feed', () => {
    const feed = parseFeed(fixture('plain-feed.xml'));

    expect(feed).toMatchObject({
      title: 'The Growth Briefing',
      description: 'Weekly talks on strategy & execution.',
      link: 'https://podcasts.example.com/growth-briefing',
      selfUrl: 'https://feeds.example.com/growth.xml',
    });
    expect(feed.episodes).toEqual([
      {
        title: 'Pipeline Velocity',
        description: 'How to move deals faster.',
        audioUrl: 'https://cdn.example.com/ep3.mp3',
        duration: '32:15',
      },
      {
        title: 'Channel Partners',
        description: 'Building a partner program.',
        audioUrl: 'https://cdn.example.com/ep2.mp3',
        duration: '28:40',
      },
      {
        title: 'Welcome',
        description: 'Why we started.',
        audioUrl: 'https://cdn.example.com/ep1.mp3',
        duration: '5:07',
      },
    ]);
  });

  it('turns HTML descriptions, in CDATA or escaped, into plain text with entities decoded', () => {
    const feed = parseFeed(fixture('html-descriptions.xml'));

    expect(feed.title).toBe('Deals & Growth');
    expect(feed.description).toBe('Talks about M&A.');
    expect(feed.episodes[0]?.description).toBe(
      'What buyers miss – and why.\nCustomers\nPeople\nCosts < benefits & more … see →',
    );
    expect(feed.episodes[1]?.description).toBe('Escaped markup & entities');
  });

  it('names episodes without a title Untitled Episode and gives episodes without audio #', () => {
    const feed = parseFeed(fixture('missing-titles.xml'));

    expect(feed.episodes.map((episode) => episode.title)).toEqual([
      'Untitled Episode',
      'Untitled Episode',
      'Has a title',
    ]);
    expect(feed.episodes.map((episode) => episode.audioUrl)).toEqual(['#', '#', '#']);
    expect(feed.episodes[2]?.description).toBe('');
  });

  it('shows durations given in seconds or as clock text as m:ss or h:mm:ss', () => {
    const feed = parseFeed(fixture('durations.xml'));

    expect(feed.episodes.map((episode) => episode.duration)).toEqual([
      '32:15',
      '1:02:05',
      '1:02:03',
      '5:30',
      '15:30',
      '',
      '',
    ]);
  });

  it('reads a feed without items as a show with no episodes', () => {
    const feed = parseFeed(fixture('empty-feed.xml'));

    expect(feed.title).toBe('Coming Soon');
    expect(feed.episodes).toEqual([]);
  });

  it('refuses malformed XML', () => {
    expect(() => parseFeed(fixture('malformed.xml'))).toThrow(FeedParseError);
  });

  it('refuses well-formed XML that is not an RSS feed', () => {
    expect(() => parseFeed('<?xml version="1.0"?><html><body>Oops</body></html>')).toThrow(
      /not an RSS feed/,
    );
  });

  it('reads the sample feed shipped with the functions', () => {
    const feed = parseFeed(podcastSampleFeedXml);

    expect(feed.title).toBe('Insight to Execution');
    expect(feed.episodes).toHaveLength(8);
    expect(
      feed.episodes.every((episode) => episode.title && episode.description && episode.duration),
    ).toBe(true);
    expect(feed.episodes[0]?.description).not.toMatch(/<|&[a-z]+;/);
    // The first three play the generated audio made in the repo; the rest are 'coming soon'.
    expect(feed.episodes.map((episode) => episode.audioUrl)).toEqual([
      '/audio/sample-episode-1.wav',
      '/audio/sample-episode-2.wav',
      '/audio/sample-episode-3.wav',
      '#',
      '#',
      '#',
      '#',
      '#',
    ]);
  });
});
