/**
 * Text fit for an XML 1.0 document. XML forbids the C0 controls but tab, line feed and carriage
 * return (and the non-characters U+FFFE, U+FFFF and lone surrogates): one of them in a feed or a
 * sitemap makes a strict parser refuse the whole document, so every reader loses every item. The
 * schemas refuse them on input; the writers still strip them, for rows stored before that.
 */

// eslint-disable-next-line no-control-regex -- the control characters are what it matches
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu;

/** `text` without the characters XML 1.0 forbids. */
export function xmlText(text: string): string {
  return text.replace(notXml, '');
}
