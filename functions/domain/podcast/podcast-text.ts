/**
 * Text clean-up of podcast feeds: episode descriptions arrive as HTML (often inside CDATA, often
 * with entities) and durations as seconds or clock text; the site shows plain text and 'm:ss'.
 */

// Named entities common in feed descriptions; anything else named is left as written.
const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  szlig: 'ß',
};

/** Decodes HTML character references (named, decimal and hexadecimal) in one pass. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of an HTML fragment: comments, scripts and styles dropped, block boundaries and
 * `<br>` kept as line breaks, every other tag removed, entities decoded, whitespace collapsed.
 * Only things shaped like tags are removed, so 'a < b' in prose survives.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|tr|table|section|article)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z][a-z0-9:-]*(?:\s[^<>]*)?\/?>/gi, '');
  return decodeEntities(stripped)
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
