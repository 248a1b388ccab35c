/**
 * Writes the sitemap partition's rows (listings-table.ts) of the published programmatic pages and
 * manual redirects stored before it existed. A one-off migration, never a request path: it reads
 * the pages table whole (Scan) and every redirect, which is why it runs once per data set
 * (migrations.ts records the run). Idempotent: the rows are derived from the items.
 */
import { scanPages } from '@functions/adapters/dynamo/pages';
import {
  putSitemapPageRows,
  putRedirectSourceRows,
} from '@functions/adapters/repositories/listings-table';
import { toRecord as toPageRecord } from '@functions/adapters/repositories/pages-repository';
import { redirectsRepository } from '@functions/adapters/repositories/redirects-repository';
import { config } from '@functions/lib/config';

/** Lists every published page and manual redirect in the sitemap partition; says how many. */
export async function backfillSitemapRows(): Promise<string[]> {
  let published = 0;
  for await (const page of scanPages({ TableName: config().tables.pages })) {
    const pages = (page.Items ?? [])
      .filter((item) => typeof item.id === 'string')
      .map(toPageRecord)
      .filter((record) => record.status === 'published');
    await putSitemapPageRows(pages);
    published += pages.length;
  }
  return [`${published} pages listed`, ...(await backfillRedirectSources())];
}

/** Writes the manual redirects' rows (sitemap rows and the sources row); says how many. */
export async function backfillRedirectSources(): Promise<string[]> {
  const manual = (await redirectsRepository.list())
    .filter((redirect) => redirect.kind === 'manual')
    .map((redirect) => redirect.from);
  await putRedirectSourceRows(manual);
  return [`${manual.length} redirects listed`];
}
