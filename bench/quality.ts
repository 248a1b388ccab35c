/**
 * The quality gate's figures (DESIGN §14), `BENCH_ONLY=quality`:
 *
 * - Accuracy: 500 programmatic pages the offline model writes for a keyword x industry x pain
 *   point grid, each checked as generation checks it (against the pages already indexed, then
 *   indexed itself), then 50 planted near-duplicates of grid pages (neighbouring words swapped,
 *   the sentences of each paragraph reordered, the industry named differently in the lead). Recall
 *   is the share of planted copies held as similar against their original or another genuine
 *   near-duplicate of them; false holds the share of grid pages held for any reason.
 * - Latency: one check of a page against 100 and against 10,000 indexed pages through the real
 *   index (the sandbox's DynamoDB: two BatchGetItems), median of 50 after a warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { batchWriteAll } from '@functions/adapters/dynamo/batch-write';
import { contentIndexRepository } from '@functions/adapters/repositories/content-index-repository';
import type { IndexedItem } from '@functions/domain/quality/content-index';
import {
  checkQuality,
  indexEntry,
  indexSubject,
  type QualitySubject,
} from '@functions/domain/quality/quality-gate';
import { pageSubject } from '@functions/domain/quality/subjects';
import { exactSimilarity } from '@functions/domain/quality/fingerprint';
import { newPageRecord } from '@functions/domain/pages/create-page';
import { config } from '@functions/lib/config';
import type { GeneratedPageContent, PageRecord } from '@shared/schemas/page';
import { defaultQualitySettings } from '@shared/schemas/quality';
import { start } from '../infra/local/index';
import { median, round, runWhenSpawned, type BenchRow } from './bench-row';

const keywords = [
  'Revenue Operations',
  'Market Entry',
  'Pricing Strategy',
  'Customer Retention',
  'Sales Enablement',
  'Partner Programs',
  'Brand Positioning',
  'Demand Generation',
  'Operational Efficiency',
  'Digital Transformation',
];
const industries = [
  'SaaS',
  'Healthcare',
  'Logistics',
  'Fintech',
  'Manufacturing',
  'Retail',
  'Energy',
  'Education',
  'Hospitality',
  'Construction',
];
const painPoints = [
  'Slow pipeline growth',
  'High customer churn',
  'Thin margins',
  'Long sales cycles',
  'Fragmented data',
];

const settings = { get: async () => defaultQualitySettings, put: async () => undefined };
const samples = 50;

let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function subjectOf(
  content: GeneratedPageContent,
  inputs: { keyword: string; industry: string; pain_point: string },
  slug: string,
): QualitySubject {
  const page: PageRecord = {
    ...newPageRecord(
      { ...inputs, intent_level: 'commercial', cta_type: 'consultation' },
      { id: nextId(), slug, now: new Date() },
    ),
    ...content,
    status: 'published',
  };
  return pageSubject(page);
}

const swapWords = (text: string) => {
  const words = text.split(' ');
  // One neighbouring pair in 40 words: a light rewrite, about 0.9 similar by itself.
  for (let i = 40; i < words.length; i += 40)
    [words[i - 1], words[i]] = [words[i] ?? '', words[i - 1] ?? ''];
  return words.join(' ');
};
const reorderSentences = (text: string) => {
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [text];
  return [...sentences.slice(1), sentences[0] ?? ''].join(' ').trim();
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A planted copy of `content`: one of three rewrites, under a new title and description. Word
 * swaps run through every field; the reordering moves the sentences of the two paragraphs (intro
 * and call to action; bullets and questions keep their order: shuffling twenty short blocks is a
 * new page's worth of three-word runs, not a near-duplicate); the new industry goes into the lead
 * a copier retargets (title, heading, subheadline and intro), in any case, as drafts name it
 * mid-sentence in lower case.
 */
function plantedCopy(content: GeneratedPageContent, variant: number, industry: string) {
  const named = new RegExp(`\\b${escaped(industry)}\\b`, 'gi');
  const body = (text: string) => (variant === 0 ? swapWords(text) : text);
  const paragraph = (text: string) => (variant === 1 ? reorderSentences(text) : body(text));
  const lead = (text: string) =>
    variant === 2 ? text.replace(named, 'professional services') : paragraph(text);
  return {
    ...content,
    title: `${lead(content.title)} (copy ${variant})`.slice(0, 60),
    meta_description: `Another take: ${content.meta_description}`.slice(0, 160),
    h1: lead(content.h1),
    subheadline: variant === 1 ? content.subheadline : lead(content.subheadline),
    intro_paragraph: lead(content.intro_paragraph),
    cta_section: paragraph(content.cta_section),
    value_bullets: content.value_bullets.map(body),
    faqs: content.faqs.map((faq) => ({ question: body(faq.question), answer: body(faq.answer) })),
  };
}

/** Recall and false holds over the grid and its planted copies, through the real index. */
async function accuracy(): Promise<BenchRow[]> {
  const model = createOfflineContentModel();
  const deps = { index: contentIndexRepository, settings, now: () => new Date() };
  const grid: { content: GeneratedPageContent; industry: string; subject: QualitySubject }[] = [];
  let falseHolds = 0;
  const reasons = new Map<string, number>();
  for (const keyword of keywords)
    for (const industry of industries)
      for (const painPoint of painPoints) {
        const content = await model.generatePage({
          keyword,
          industry,
          pain_point: painPoint,
          intent_level: 'commercial',
          cta_type: 'consultation',
        });
        const subject = subjectOf(
          content,
          { keyword, industry, pain_point: painPoint },
          `grid-${grid.length}`,
        );
        const flag = await checkQuality(deps, subject);
        if (flag) {
          falseHolds += 1;
          reasons.set(flag.reason, (reasons.get(flag.reason) ?? 0) + 1);
        }
        await indexSubject(deps, subject);
        grid.push({ content, industry, subject });
      }
  // A copy counts as caught when it is held as similar and the item it is held against is its
  // original, or another page that is itself a near-duplicate of it (exact similarity at or above
  // the threshold): a hold against an unrelated page would be luck, not recall.
  const byId = new Map(grid.map(({ subject }) => [subject.id, subject]));
  let caught = 0;
  let nearestIsOriginal = 0;
  const copySimilarity: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const base = grid[i * 10 + (i % 10)]!;
    const copy = plantedCopy(base.content, i % 3, base.industry);
    const subject = subjectOf(
      copy,
      { keyword: 'copy', industry: base.industry, pain_point: 'copy' },
      `copy-${i}`,
    );
    copySimilarity.push(exactSimilarity(subject.text, base.subject.text));
    const flag = await checkQuality(deps, subject);
    const nearest = flag?.nearest ? byId.get(flag.nearest.id) : undefined;
    if (flag?.nearest?.id === base.subject.id) nearestIsOriginal += 1;
    if (
      flag?.reason === 'similar' &&
      nearest &&
      (nearest.id === base.subject.id ||
        exactSimilarity(subject.text, nearest.text) >= defaultQualitySettings.similarity_threshold)
    )
      caught += 1;
  }
  const command = 'bench/quality.ts (offline model, 10 keywords x 10 industries x 5 pain points)';
  const why = [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', ');
  return [
    {
      section: 'quality',
      figure: 'planted near-duplicates held (recall)',
      value: round((caught / 50) * 100, 1),
      unit: '%',
      target: { op: '>=', value: 95 },
      command,
      note: `50 copies: word swaps, reordered sentences, another industry (exact similarity to the original ${round(Math.min(...copySimilarity), 2)} to ${round(Math.max(...copySimilarity), 2)}); ${nearestIsOriginal} name their original as nearest`,
    },
    {
      section: 'quality',
      figure: 'grid pages held (false holds)',
      value: round((falseHolds / grid.length) * 100, 1),
      unit: '%',
      target: { op: '<=', value: 5 },
      command,
      ...(why ? { note: why } : {}),
    },
  ];
}

/** Index rows of `count` synthetic pages, written in bulk (items and their buckets). */
async function fill(from: number, count: number): Promise<void> {
  const items: IndexedItem[] = [];
  for (let i = from; i < from + count; i += 1) {
    const words = Array.from({ length: 200 }, (_, w) => `w${(i * 7919 + w * 104729) % 50000}`);
    items.push(
      indexEntry({
        id: `fill-${i}`,
        kind: 'page',
        status: 'published',
        path: `/solutions/fill-${i}`,
        title: `Fill ${i}`,
        meta_description: `Fill page ${i}`,
        text: words.join(' '),
        generated: true,
      }),
    );
  }
  const buckets = new Map<string, Set<string>>();
  for (const item of items)
    for (const key of item.keys) buckets.set(key, (buckets.get(key) ?? new Set()).add(item.id));
  const table = config().tables.content_index;
  await batchWriteAll(table, [
    ...items.map((item) => ({ PutRequest: { Item: { key: `item#${item.id}`, ...item } } })),
    ...[...buckets].map(([key, members]) => ({ PutRequest: { Item: { key, members } } })),
  ]);
}

async function lookupMs(probe: QualitySubject): Promise<number> {
  const deps = { index: contentIndexRepository, settings, now: () => new Date() };
  for (let i = 0; i < 10; i += 1) await checkQuality(deps, probe);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await checkQuality(deps, probe);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** One check's latency against 100 and 10,000 indexed pages. */
async function latency(): Promise<BenchRow[]> {
  const probe: QualitySubject = {
    id: 'probe',
    kind: 'page',
    status: 'other',
    path: '/solutions/probe',
    title: 'Probe',
    meta_description: 'Probe page',
    text: Array.from({ length: 200 }, (_, w) => `w${(3 * 7919 + w * 104729) % 50000}`).join(' '),
    generated: true,
  };
  await fill(0, 100);
  const small = await lookupMs(probe);
  await fill(100, 9_900);
  const large = await lookupMs(probe);
  const command = `bench/quality.ts (one check, median of ${samples}, sandbox DynamoDB)`;
  return [
    {
      section: 'quality',
      figure: 'check at 100 pages',
      value: round(small, 1),
      unit: 'ms',
      command,
    },
    {
      section: 'quality',
      figure: 'check at 10,000 pages',
      value: round(large, 1),
      unit: 'ms',
      target: { op: '<=', value: 50 },
      command,
    },
    {
      section: 'quality',
      figure: 'check 10,000 / 100',
      value: round(large / small, 2),
      unit: 'x',
      target: { op: '<=', value: 2 },
      command,
    },
  ];
}

/**
 * The section, in one sandbox (the repositories' SDK client is built once per process): the
 * latency first, on an index holding only its own rows, then the accuracy, whose grid the
 * synthetic rows' words never meet.
 */
export async function qualitySection(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-quality-'));
  const sandbox = await start({ port: 0, dataDir, seed: false, log: () => undefined });
  try {
    return [...(await latency()), ...(await accuracy())];
  } finally {
    await sandbox.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runWhenSpawned(import.meta.url, qualitySection);
