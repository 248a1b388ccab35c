/**
 * The phrase of a draft that should carry a link to a target: the longest run of the draft's own
 * words that are the target's keyword or title words (so the link reads as part of the sentence),
 * else the target's title. Text already inside a markdown link is never chosen.
 */
import { keywordTerms } from './related-items';

/** A word of the draft with where it stands in the text. */
interface Located {
  word: string;
  start: number;
  end: number;
}

/** Markdown links and images, whose text must not be linked again (blanked with a private-use character). */
const markdownLink = /!?\[[^\]\n]*\]\([^)\n]*\)/g;

/** The draft's words with their offsets; words inside a link are left out (and break a run). */
function locatedWords(draft: string): (Located | null)[] {
  const blanked = draft.replace(markdownLink, (link) => '\uE000'.repeat(link.length));
  const words: (Located | null)[] = [];
  let lastEnd = 0;
  for (const match of blanked.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?|\uE000+/gu)) {
    const start = match.index;
    if (match[0].startsWith('\uE000')) {
      words.push(null);
    } else {
      // A sentence or line break between two words ends a phrase.
      if (/[.!?;:\n]/.test(blanked.slice(lastEnd, start))) words.push(null);
      words.push({ word: match[0].toLowerCase(), start, end: start + match[0].length });
    }
    lastEnd = start + match[0].length;
  }
  return words;
}

/** Words a phrase may hold between two meaningful ones ("growth *for* retailers"). */
const joiners = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/** Most words an anchor holds: a link is a phrase, not a sentence. */
const maxAnchorWords = 8;

/**
 * The anchor text for a link to `target` in `draft`: the draft's exact words (its case kept), or
 * the target's title when the draft has no phrase of its keyword or title. A phrase needs two of
 * the target's words, or one when the target's keyword is a single word.
 */
export function pickAnchorText(draft: string, target: { title: string; keyword: string }): string {
  const terms = new Set([...keywordTerms(target.keyword), ...keywordTerms(target.title)]);
  const needed = Math.min(2, Math.max(1, keywordTerms(target.keyword).size));
  const words = locatedWords(draft);
  let best: { start: number; end: number; matched: number } | undefined;
  for (let first = 0; first < words.length; first++) {
    const head = words[first];
    if (!head || !terms.has(head.word)) continue;
    let matched = 0;
    let last = head;
    const used = new Set<string>();
    for (let i = first; i < words.length && i < first + maxAnchorWords; i++) {
      const word = words[i];
      if (!word) break;
      if (terms.has(word.word)) {
        if (!used.has(word.word)) matched++;
        used.add(word.word);
        last = word;
      } else if (!joiners.has(word.word)) {
        break;
      }
    }
    // The earliest of the phrases with the most target words wins.
    if (matched >= needed && (!best || matched > best.matched)) {
      best = { start: head.start, end: last.end, matched };
    }
  }
  return best ? draft.slice(best.start, best.end) : target.title;
}

/**
 * The site paths a draft already links to (`[text](/path)`, or the full address on `origin`),
 * without query, fragment or trailing slash.
 */
export function linkedPaths(draft: string, origin?: string): Set<string> {
  const paths = new Set<string>();
  for (const match of draft.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    let href = match[1] ?? '';
    if (origin && href.startsWith(origin)) href = href.slice(origin.length);
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '');
    paths.add(path === '' ? '/' : path);
  }
  return paths;
}
