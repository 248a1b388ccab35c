/**
 * Section 2: the limit. The home page's own HTML and CSS with no script (bench/limit-page.ts),
 * served by the same sandbox and measured by the same Lighthouse run as the real home page: our
 * LCP divided by its LCP says how much the JavaScript costs the first paint of the content.
 */
import { round, skipped, type BenchRow } from './bench-row';
import type { LighthouseRunner } from './lighthouse';
import { limitPagePath } from './limit-page';

export async function limitSection(
  baseUrl: string,
  runner: LighthouseRunner | string,
): Promise<BenchRow[]> {
  const command = `lighthouse LCP of / divided by LCP of ${limitPagePath} (home without scripts)`;
  if (typeof runner === 'string') return [skipped('limit', command, runner)];
  try {
    const ours = await runner.measure(`${baseUrl}/`);
    const limit = await runner.measure(`${baseUrl}${limitPagePath}`);
    return [
      { section: 'limit', figure: 'home LCP', value: ours.lcpMs, unit: 'ms', command },
      { section: 'limit', figure: 'limit LCP', value: limit.lcpMs, unit: 'ms', command },
      {
        section: 'limit',
        figure: 'LCP ratio to the limit',
        value: round(ours.lcpMs / limit.lcpMs, 2),
        unit: 'x',
        target: { op: '<=', value: 1.3 },
        command,
      },
    ];
  } catch (error) {
    return [skipped('limit', command, (error as Error).message)];
  }
}
