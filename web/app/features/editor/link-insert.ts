/**
 * Puts a suggested internal link into markdown: the first time its anchor text stands outside a
 * link, that phrase becomes the link; when the text has no such phrase (the suggestion fell back
 * to the target's title), the link is inserted at the cursor.
 */

/** Markdown links and images: their text is never linked again. */
const markdownLink = /!?\[[^\]\n]*\]\([^)\n]*\)/g;

/** The markdown of a link (brackets in its text escaped so the link stays one). */
export function markdownLinkOf(text: string, path: string): string {
  return `[${text.replace(/([[\]])/g, '\\$1')}](${path})`;
}

/** Where `phrase` first stands outside a link, as a whole phrase; -1 when nowhere. */
function phraseOutsideLinks(markdown: string, phrase: string): number {
  const links = [...markdown.matchAll(markdownLink)].map((m) => [m.index, m.index + m[0].length]);
  let from = 0;
  for (;;) {
    const at = markdown.indexOf(phrase, from);
    if (at < 0) return -1;
    const end = at + phrase.length;
    const inLink = links.some(([start, stop]) => at < stop! && end > start!);
    const wordBefore = at > 0 && /[\p{L}\p{N}]/u.test(markdown[at - 1]!);
    const wordAfter = /[\p{L}\p{N}]/u.test(markdown[end] ?? '');
    if (!inLink && !wordBefore && !wordAfter) return at;
    from = at + 1;
  }
}

/** The markdown with the link in it, and where the cursor goes after it. */
export function insertSuggestedLink(
  markdown: string,
  link: { anchorText: string; path: string },
  cursor: number,
): { text: string; cursor: number } {
  const at = link.anchorText ? phraseOutsideLinks(markdown, link.anchorText) : -1;
  if (at >= 0) {
    const inserted = markdownLinkOf(link.anchorText, link.path);
    return {
      text: markdown.slice(0, at) + inserted + markdown.slice(at + link.anchorText.length),
      cursor: at + inserted.length,
    };
  }
  const position = Math.min(Math.max(0, cursor), markdown.length);
  const inserted = markdownLinkOf(link.anchorText, link.path);
  return {
    text: markdown.slice(0, position) + inserted + markdown.slice(position),
    cursor: position + inserted.length,
  };
}

/** The advanced editor's prose fields a link can go into, in reading order. */
export interface AdvancedProse {
  introduction: string;
  sections: { title: string; content: string }[];
  conclusion: string;
}

/**
 * The advanced editor's fields with the link in them: the first field (introduction, each
 * section's content, conclusion) where its anchor text stands outside a link gets it there;
 * when none has the phrase, it goes at the end of the introduction (the advanced editor has no
 * one cursor across its fields).
 */
export function insertSuggestedLinkInFields(
  fields: AdvancedProse,
  link: { anchorText: string; path: string },
): AdvancedProse {
  const has = (text: string) =>
    link.anchorText !== '' && phraseOutsideLinks(text, link.anchorText) >= 0;
  const put = (text: string) => insertSuggestedLink(text, link, text.length).text;
  if (has(fields.introduction)) return { ...fields, introduction: put(fields.introduction) };
  const section = fields.sections.findIndex((each) => has(each.content));
  if (section >= 0)
    return {
      ...fields,
      sections: fields.sections.map((each, index) =>
        index === section ? { ...each, content: put(each.content) } : each,
      ),
    };
  if (has(fields.conclusion)) return { ...fields, conclusion: put(fields.conclusion) };
  const introduction = fields.introduction.trimEnd();
  return {
    ...fields,
    introduction: `${introduction}${introduction ? ' ' : ''}${markdownLinkOf(link.anchorText, link.path)}`,
  };
}
