/**
 * The images a markdown text shows, found without a parser, held to the answer of remark (the
 * CommonMark + GFM parser the article page renders with): the same addresses for what authors
 * and the model write, and never one fewer for anything else (a missed image could be deleted
 * from under a live page).
 */
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownImageUrls } from '@functions/domain/media/markdown-images';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

interface MarkdownNode {
  type: string;
  url?: string;
  identifier?: string;
  children?: MarkdownNode[];
}

function* nodesOf(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** remark's answer: image nodes, and the definitions of the image references' labels. */
function remarkImageUrls(markdown: string): string[] {
  const nodes = [...nodesOf(parser.parse(markdown) as MarkdownNode)];
  const definitions = new Map<string, string>();
  for (const node of nodes) {
    if (node.type === 'definition' && !definitions.has(node.identifier!))
      definitions.set(node.identifier!, node.url!);
  }
  return nodes.flatMap((node) => {
    if (node.type === 'image') return [node.url!];
    if (node.type === 'imageReference' && definitions.has(node.identifier!))
      return [definitions.get(node.identifier!)!];
    return [];
  });
}

const upload = (name: string) => `/media/articles/${name}.png`;

/** Counts of each address, so order between inline and reference images does not matter. */
const tally = (urls: string[]) => [...urls].sort();

describe('markdown images', () => {
  it('finds inline and reference-style images, not links or code', () => {
    const text = [
      `An inline one ![a](${upload('inline')} "title").`,
      `A reference one ![b][ref] and a link [c](${upload('link')}).`,
      '`![not](/media/articles/code.png)`',
      '',
      `[ref]: ${upload('ref')}`,
      `[unused]: ${upload('unused')}`,
    ].join('\n');

    expect(tally(markdownImageUrls(text))).toEqual([upload('inline'), upload('ref')]);
  });

  it('reads the forms CommonMark allows as remark reads them', () => {
    const cases = [
      `![alt](<${upload('angle brackets')}>)`,
      `![alt](${upload('paren(s)')})`,
      `![alt with [brackets]](${upload('nested')})`,
      `![alt](${upload('title')} 'single') ![alt](${upload('title2')} (parens))`,
      `![Label][] and ![label]\n\n[LABEL]: ${upload('collapsed')} "t"`,
      `![x][first]\n\n[first]: ${upload('one')}\n[first]: ${upload('two')}`,
      `[![inside a link](${upload('linked')})](/insights/x)`,
      `\\![escaped](${upload('escaped')}) ![esc\\]aped](${upload('escaped\\_path')})`,
      `![spaced]( ${upload('spaced')} )`,
      `![unicode space](${upload('no\u00a0break')})`,
      `![broken](${upload('no close')}`,
      `![broken](${upload('a')} "unclosed)`,
      '```\n![in a fence](/media/articles/fenced.png)\n```\n![after](/media/articles/after.png)',
      '~~~~md\n![x](/media/articles/tilde.png)\n~~~\n~~~~\n![y](/media/articles/out.png)',
      '``![in](/media/articles/code.png)`` ` ![out](/media/articles/out.png)',
      `| a | b |\n| --- | --- |\n| ![cell](${upload('cell')}) | x |`,
      `- item ![listed](${upload('listed')})\n  - nested ![deeper](${upload('deeper')})`,
      `> quoted ![q](${upload('quoted')})`,
      `![a](${upload('a&amp;b')}) ![b](${upload('&#65;')})`,
      `![outer ![inner](${upload('inner')})](${upload('outer')})`,
    ];
    for (const text of cases) {
      expect(tally(markdownImageUrls(text)), text).toEqual(tally(remarkImageUrls(text)));
    }
  });

  it('agrees with remark on generated articles', () => {
    const name = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const label = fc.constantFrom('ref', 'Ref', 'other', 'hero image');
    const piece = fc.oneof(
      fc.constantFrom(
        'Some prose. ',
        'A **bold** claim, ',
        '_and_ more',
        '\n',
        '\n\n',
        '# Heading\n',
      ),
      name.map((n) => `![alt](${upload(n)})`),
      name.map((n) => `![alt ${n}](${upload(n)} "A title")`),
      name.map((n) => `![](<${upload(n)}>)`),
      name.map((n) => `[a link](${upload(n)})`),
      name.map((n) => `\`![code](${upload(n)})\``),
      name.map((n) => `\n\n\`\`\`\n![fenced](${upload(n)})\n\`\`\`\n\n`),
      label.map((l) => `![shown][${l}]`),
      label.map((l) => `![${l}]`),
      label.map((l) => `![${l}][]`),
      fc.tuple(label, name).map(([l, n]) => `\n\n[${l}]: ${upload(n)}\n\n`),
      fc.constantFrom('\\', '[', ']', '(', ')', '!', '`', '*'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (pieces) => {
        const text = pieces.join('');
        expect(tally(markdownImageUrls(text)), text).toEqual(tally(remarkImageUrls(text)));
      }),
      { numRuns: 500 },
    );
  });

  it('never misses an image remark finds, whatever the text', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('![a](/media/x.png)', '![a][r]', '[r]: /media/r.png', '\n', '    ', '<div>'),
      fc.constantFrom('\\', '[', ']', '(', ')', '!', '`', '<', '>', '"', '\n\n', '```\n', '- '),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const found = markdownImageUrls(text);
        for (const url of remarkImageUrls(text)) {
          const at = found.indexOf(url);
          expect(at, text).not.toBe(-1);
          found.splice(at, 1);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
