/**
 * First-run seed of the sandbox. The content seed (categories, authors, sample articles and the
 * two sample programmatic pages) arrives with the content API, which owns how those items are
 * written; until then there is nothing to seed.
 */
export async function seed(_options: { log: (line: string) => void }): Promise<string[]> {
  return [];
}
