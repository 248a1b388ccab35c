/**
 * The invalidation batch the render worker signs and sends without the CloudFront client: the
 * document CloudFront reads, each path its own element, text escaped.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { invalidationBatchXml } from '@functions/adapters/edge-cache';

describe('invalidationBatchXml', () => {
  it('names every path once, with their count and the caller reference, escaped', () => {
    const xml = invalidationBatchXml(['/insights/a', '/insights/a.data', '/q?x=1&y=<2>'], 'ref"1');

    const parsed = new XMLParser({ isArray: (name) => name === 'Path' }).parse(xml) as {
      InvalidationBatch: {
        Paths: { Quantity: number; Items: { Path: string[] } };
        CallerReference: string;
      };
    };
    expect(parsed.InvalidationBatch.Paths.Quantity).toBe(3);
    expect(parsed.InvalidationBatch.Paths.Items.Path).toEqual([
      '/insights/a',
      '/insights/a.data',
      '/q?x=1&y=<2>',
    ]);
    expect(parsed.InvalidationBatch.CallerReference).toBe('ref"1');
    expect(xml).toContain('xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"');
  });
});
