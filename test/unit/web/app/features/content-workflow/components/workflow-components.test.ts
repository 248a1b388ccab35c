/**
 * Articles and pages render the same workflow components: the editor's Preview link and History
 * beside Save, the Schedule control and the review panel take the item's kind and say it, and
 * show the same controls for the same state, whichever kind it is.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '@shared/schemas/page';
import type { Review } from '@shared/schemas/review';
import type { PublishSchedule } from '@shared/schemas/schedule';
import type { WorkflowKind, WorkflowRecord } from '~/lib/workflow-refresh';
import { EditorWorkflowActions } from '~/features/content-workflow/components/editor-workflow';
import { ReviewPanel } from '~/features/content-workflow/components/review-panel';
import { ScheduleControl } from '~/features/content-workflow/components/schedule-control';
import { storedArticle } from '../../editor/stored-article';

const storedPage: PageRecord = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  keyword: 'Pricing',
  industry: 'Software',
  pain_point: 'Margins',
  intent_level: 'commercial',
  cta_type: 'consultation',
  slug: 'pricing',
  status: 'draft',
  title: 'Pricing that holds',
  meta_description: '',
  h1: 'Pricing',
  subheadline: '',
  intro_paragraph: 'Intro.',
  value_bullets: [],
  cta_section: '',
  faqs: [],
  error_message: null,
  created_at: '2025-06-01T08:00:00.000Z',
  updated_at: '2025-06-01T08:00:00.000Z',
  version: 3,
};

const stored: Record<WorkflowKind, WorkflowRecord> = { article: storedArticle, page: storedPage };

const sentBack: Review = {
  state: 'sent_back',
  submitted_by: 'writer@example.com',
  submitted_at: '2025-06-02T08:00:00.000Z',
  note: 'Add a source for the second claim.',
  sent_back_by: 'editor@example.com',
  sent_back_at: '2025-06-03T08:00:00.000Z',
};

const scheduled2031: PublishSchedule = {
  publish_at: '2031-03-04T15:00:00.000Z',
  attempts: 0,
  last_error: null,
  last_attempt_at: null,
};

const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, element));

const noop = () => undefined;

describe.each(['article', 'page'] as const)('the workflow of a %s', (kind) => {
  it('puts Preview link and History beside Save once the item is stored', () => {
    const props = {
      kind,
      version: null,
      dirty: false,
      mayChange: true,
      onLoaded: noop,
      onVersionMoved: noop,
      onConflict: noop,
    };

    const saved = render(createElement(EditorWorkflowActions, { ...props, item: stored[kind] }));
    const unsaved = render(createElement(EditorWorkflowActions, props));

    expect(saved).toContain('Preview link');
    expect(saved).toContain('History');
    expect(unsaved).toBe('');
  });

  it('asks for a save before scheduling, naming the kind', () => {
    const html = render(createElement(ScheduleControl, { kind, published: false }));

    expect(html).toContain(`Save the ${kind} to schedule its publication.`);
  });

  it('offers Schedule for a stored draft, Reschedule and Unschedule once scheduled', () => {
    const item = stored[kind];
    const draft = render(createElement(ScheduleControl, { kind, item, published: false }));
    const scheduled = render(
      createElement(ScheduleControl, {
        kind,
        item: { ...item, schedule: scheduled2031 },
        published: false,
      }),
    );
    const live = render(createElement(ScheduleControl, { kind, item, published: true }));

    expect(draft).toContain('>Schedule</button>');
    expect(scheduled).toContain('>Reschedule</button>');
    expect(scheduled).toContain('>Unschedule</button>');
    expect(live).toBe('');
  });

  it("shows the editor's note of a sent-back draft and offers its author Submit for review", () => {
    const html = render(
      createElement(ReviewPanel, {
        kind,
        item: { ...stored[kind], review: sentBack },
        published: false,
        mayChange: true,
        name: 'Pricing',
      }),
    );

    expect(html).toContain('Sent back by editor@example.com');
    expect(html).toContain('Add a source for the second claim.');
    expect(html).toContain('aria-label="Submit for review Pricing"');
  });
});
