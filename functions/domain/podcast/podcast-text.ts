/**
 * Text clean-up of podcast feeds: episode descriptions arrive as HTML (often inside CDATA, often
 * with entities) and durations as seconds or clock text; the site shows plain text and 'm:ss'.
 * HTML goes through the same hast toolchain (unified's syntax trees) as the article renderer.
 */
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';

/**
 * Plain text of an HTML fragment, read the way a browser's `innerText` reads it: the fragment is
 * parsed into hast by the HTML parser (so every character reference is decoded by the standard's
 * table, and 'a < b' in prose stays text), then comments, scripts and styles are dropped and
 * block boundaries and `<br>` become line breaks (hast-util-to-text). Each line's whitespace,
 * no-break spaces included, is collapsed and empty lines go.
 */
export function htmlToText(html: string): string {
  return toText(fromHtml(html, { fragment: true }))
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * An episode duration as the site shows it: 'm:ss' under an hour, 'h:mm:ss' from an hour.
 * Accepts seconds ('1935', '1935.6') and clock text ('32:15', '01:02:03', '75:00'), which is
 * re-written in the same form; anything else gives ''.
 */
export function formatDuration(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  let total: number;
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    total = Math.floor(Number(text));
  } else if (/^\d+(?::\d{1,2}){1,2}$/.test(text)) {
    total = text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  } else {
    return '';
  }
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
