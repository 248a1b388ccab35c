/**
 * The two sample episodes shown when the feed has no items (public-site.md section 3). They have
 * no audio ('#'), which the player shows as 'Audio coming soon'.
 */
import type { FeedEpisode } from '@functions/domain/podcast/parse-feed';

/** Sample episodes, most recent first. */
export const sampleEpisodes: readonly FeedEpisode[] = [
  {
    title: 'From Insight to Execution: Building a Growth Engine',
    description:
      'Why most growth strategies stall between the board deck and the sales floor, and the operating rhythm that turns market insight into pipeline: clear ideal customer profiles, enablement that reps actually use, and weekly execution reviews.',
    audioUrl: '#',
    duration: '32:15',
  },
  {
    title: 'Partnerships That Scale: Channel Strategy for B2B Firms',
    description:
      'How to choose partners that add reach rather than noise, structure incentives both sides can live with, and measure partner-sourced pipeline from the first quarter.',
    audioUrl: '#',
    duration: '28:40',
  },
];
