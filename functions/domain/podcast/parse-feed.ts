/**
 * Reads an RSS 2.0 podcast feed (public-site.md section 7, "Podcast feed"): the show's title,
 * description and link, and each item's title, description, enclosure URL and duration. The
 * result is already clean: plain-text descriptions, 'm:ss' durations, 'Untitled Episode' for an
 * item without a title.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { untitledEpisodeTitle } from '@shared/schemas/podcast';
import { formatDuration, htmlToText } from '@functions/domain/podcast/podcast-text';

/** The feed is not well-formed XML, or not an RSS feed. */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

/** An item of the feed, cleaned. `audioUrl` is '#' when the item has no enclosure. */
export interface FeedEpisode {
  title: string;
  description: string;
  audioUrl: string;
  duration: string;
}

/** A feed as read. `selfUrl` is the feed's own address when it declares one (atom:link). */
export interface ParsedFeed {
  title: string;
  description: string;
  link: string;
  selfUrl: string;
  episodes: FeedEpisode[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep every value as text: '0930' is a duration, not the number 930.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, path) => path === 'rss.channel.item' || path === 'rss.channel.atom:link',
});

type Node = unknown;

/** The text of an element: a plain value, the text beside its attributes, or the first repeat's. */
function textOf(node: Node): string {
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (node && typeof node === 'object' && '#text' in node)
    return textOf((node as { '#text': Node })['#text']);
  return '';
}

function attributeOf(node: Node, name: string): string {
  const element = Array.isArray(node) ? node[0] : node;
  if (!element || typeof element !== 'object') return '';
  const value = (element as Record<string, unknown>)[`@_${name}`];
  return typeof value === 'string' ? value.trim() : '';
}

function record(node: Node): Record<string, Node> {
  return node && typeof node === 'object' && !Array.isArray(node)
    ? (node as Record<string, Node>)
    : {};
}

function toEpisode(item: Node): FeedEpisode {
  const fields = record(item);
  const description = textOf(fields.description) || textOf(fields['itunes:summary']);
  return {
    title:
      htmlToText(textOf(fields.title) || textOf(fields['itunes:title'])) || untitledEpisodeTitle,
    description: htmlToText(description),
    audioUrl: attributeOf(fields.enclosure, 'url') || '#',
    duration: formatDuration(textOf(fields['itunes:duration'])),
  };
}

/** Parses RSS XML; throws FeedParseError when it is malformed or has no channel. */
export function parseFeed(xml: string): ParsedFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedParseError(`Malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  let document: Record<string, Node>;
  try {
    document = record(parser.parse(xml));
  } catch (error) {
    throw new FeedParseError(`Unreadable XML: ${(error as Error).message}`);
  }
  const channel = record(record(document.rss).channel);
  if (Object.keys(channel).length === 0)
    throw new FeedParseError('The XML is not an RSS feed (no rss/channel).');
  const items = Array.isArray(channel.item) ? channel.item : [];
  const self = (Array.isArray(channel['atom:link']) ? channel['atom:link'] : []).find(
    (link) => attributeOf(link, 'rel') === 'self',
  );
  return {
    title: htmlToText(textOf(channel.title)),
    description: htmlToText(textOf(channel.description) || textOf(channel['itunes:summary'])),
    link: textOf(channel.link),
    selfUrl: attributeOf(self, 'href'),
    episodes: items.map(toEpisode),
  };
}
