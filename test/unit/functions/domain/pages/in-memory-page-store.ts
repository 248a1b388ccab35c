/**
 * A {@link PageStore} in memory with the DynamoDB repository's contract: slugs are claimed
 * atomically with the page, updates are conditional on the version, deletes free the slug.
 */
import type { RedirectRule } from '@shared/rules/path-rule';
import type { PageRecord } from '@shared/schemas/page';
import type {
  PageChanges,
  PageGenerationQueue,
  PageStore,
} from '@functions/domain/pages/page-store';

export class InMemoryPageStore implements PageStore {
  readonly items = new Map<string, PageRecord>();
  readonly slugs = new Map<string, string>();

  async create(page: PageRecord): Promise<'created' | 'slug-taken'> {
    if (this.slugs.has(page.slug)) return 'slug-taken';
    if (this.items.has(page.id)) throw new Error(`duplicate id ${page.id}`);
    this.slugs.set(page.slug, page.id);
    this.items.set(page.id, structuredClone(page));
    return 'created';
  }

  async get(id: string) {
    const page = this.items.get(id);
    return page && structuredClone(page);
  }

  async findBySlug(slug: string) {
    const id = this.slugs.get(slug);
    return id === undefined ? undefined : this.get(id);
  }

  async listNewestFirst() {
    return [...this.items.values()]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((page) => structuredClone(page));
  }

  async update(id: string, expectedVersion: number, changes: PageChanges) {
    const page = this.items.get(id);
    if (!page || page.version !== expectedVersion) return undefined;
    const updated = { ...page, ...changes, version: page.version + 1 };
    this.items.set(id, updated);
    return structuredClone(updated);
  }

  async remove(page: PageRecord) {
    if (!this.items.delete(page.id)) return false;
    this.slugs.delete(page.slug);
    return true;
  }
}

/** A queue that records what was asked for and can refuse given ids. */
export class RecordingQueue implements PageGenerationQueue {
  readonly requested: string[] = [];
  refuse = new Set<string>();
  refuseAll = false;

  async requestGeneration(pageIds: readonly string[]): Promise<string[]> {
    const refused = pageIds.filter((id) => this.refuseAll || this.refuse.has(id));
    this.requested.push(...pageIds.filter((id) => !refused.includes(id)));
    return refused;
  }
}

/** Dependencies of the pages domain over the fakes, with sequential ids and a ticking clock. */
export function pageTestDeps() {
  const pages = new InMemoryPageStore();
  const queue = new RecordingQueue();
  let id = 0;
  let clock = Date.parse('2025-05-13T10:00:00.000Z');
  // The admin's redirects, as the redirects table would list them.
  const redirects: RedirectRule[] = [];
  return {
    pages,
    queue,
    redirects: {
      list: async () =>
        redirects.map((rule) => ({ ...rule, kind: 'manual' as const, updated_at: '' })),
    },
    managedRedirects: redirects,
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    now: () => new Date((clock += 1000)),
  };
}

/** Content as the model writes it. */
export const generatedContent = {
  title: 'Revenue Operations for SaaS',
  meta_description: 'Align sales, marketing and customer success around one revenue engine.',
  h1: 'Revenue Operations That Scale',
  subheadline: 'One engine for sales, marketing and success.',
  intro_paragraph: 'Growing SaaS firms lose deals between teams. We close the gaps.',
  value_bullets: [
    'One pipeline view',
    'Shorter sales cycles',
    'Forecasts you can trust',
    'Less admin',
  ],
  cta_section: 'Ready to align your teams?\nBook a strategy call.',
  faqs: [
    { question: 'How long does it take?', answer: 'Six to twelve weeks.' },
    { question: 'Which tools?', answer: 'Those you already use.' },
    { question: 'Who is involved?', answer: 'Sales, marketing and success leads.' },
    { question: 'How is success measured?', answer: 'Pipeline velocity and win rate.' },
  ],
};
