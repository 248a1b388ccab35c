/**
 * Head tags of a page rendered on the client from the API (articles, programmatic pages): the
 * same descriptors `buildMeta` gives route `meta` exports, rendered as elements. React hoists
 * <title>, <meta> and <link> into <head>; JSON-LD stays in place (valid anywhere in the document).
 * The route's own `meta` export must return [] so no tag appears twice.
 */
import type { MetaDescriptor } from 'react-router';
import { JsonLdScript } from './json-ld-script';

export { JsonLdScript, jsonLdText } from './json-ld-script';

export function HeadTags({ tags }: { tags: MetaDescriptor[] }) {
  return (
    <>
      {tags.map((tag, index) => {
        const descriptor = tag as Record<string, unknown>;
        if ('title' in descriptor) return <title key="title">{String(descriptor.title)}</title>;
        if ('script:ld+json' in descriptor) {
          return <JsonLdScript key={`ld-${index}`} data={descriptor['script:ld+json']} />;
        }
        if (descriptor.tagName === 'link') {
          return (
            <link
              key={`link-${index}`}
              rel={String(descriptor.rel)}
              href={String(descriptor.href)}
            />
          );
        }
        if ('name' in descriptor) {
          return (
            <meta
              key={`name-${String(descriptor.name)}`}
              name={String(descriptor.name)}
              content={String(descriptor.content)}
            />
          );
        }
        if ('property' in descriptor) {
          return (
            <meta
              key={`property-${String(descriptor.property)}`}
              property={String(descriptor.property)}
              content={String(descriptor.content)}
            />
          );
        }
        return null;
      })}
    </>
  );
}
