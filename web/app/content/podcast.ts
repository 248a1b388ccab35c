/** Copy of the podcast page and its audio player (public-site.md sections 2, 4, 8 and 9). */

export const podcastCopy = {
  heading: 'Podcast',
  subtitle:
    'Conversations with founders, operators and investors on strategy, partnerships, deals and building revenue engines that keep delivering.',
  badge: 'Podcast',
  subscribe: 'Subscribe via RSS',
  viewOnHost: 'View on Podcast Host',
  latestHeading: 'Latest Episodes',
  episodeCount: (count: number) => `${count} ${count === 1 ? 'episode' : 'episodes'}`,
  orderNote: 'Episodes are listed with the most recent first.',
  perPage: 'Episodes per page',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  pagination: 'Episode pages',
  goToPage: (page: number) => `Page ${page}`,
  episodeNumber: (n: number) => `Episode ${n}`,
  error: 'Failed to load podcast episodes. Please try again later.',
  tryAgain: 'Try Again',
  about: {
    heading: 'About the Podcast',
    paragraphs: [
      'Each episode takes one question leaders of growing firms face, such as entering a new market, building a partner channel, preparing for a deal or putting AI to work in sales, and works through it with people who have done it.',
      'Expect practical frameworks, honest stories of what did not work, and ideas you can use with your team the same week. New episodes are published regularly; subscribe to get them as soon as they are out.',
    ],
  },
} as const;

export const audioPlayerCopy = {
  play: (title: string) => `Play ${title}`,
  pause: (title: string) => `Pause ${title}`,
  loading: 'Loading audio',
  comingSoon: 'Audio coming soon',
  loadError: 'Unable to load audio',
  playError: 'Unable to play audio',
  seek: 'Seek',
  volume: 'Volume',
} as const;

/** Page sizes of the episode list, and the default (public-site.md section 9). */
export const episodesPerPageOptions = [3, 5, 10, 20] as const;

/** Default page size of the episode list. */
export const defaultEpisodesPerPage = 5;
