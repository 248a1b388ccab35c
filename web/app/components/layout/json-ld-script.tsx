/**
 * A JSON-LD block in the page body (valid anywhere in the document). Apart from the head tags
 * (head-tags.tsx, which renders the JSON-LD of its descriptors with it), so a page that only writes
 * JSON-LD (the Insights list, the podcast) does not download the head-tag renderer.
 */

/** JSON for an inline script: `<` escaped so a value can never close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD block in the page body. */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
