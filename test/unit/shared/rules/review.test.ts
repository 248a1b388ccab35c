import { describe, expect, it } from 'vitest';
import { pageListStatus } from '@shared/rules/page-status';
import {
  contentStatus,
  landingState,
  sentBackReview,
  submittedReview,
  waitingDelta,
  withoutReview,
} from '@shared/rules/review';
import { reviewApproveInputSchema, reviewSendBackInputSchema } from '@shared/schemas/review';

const at = new Date('2026-11-26T10:00:00Z');
const inReview = submittedReview('writer@example.com', at);
const sentBack = sentBackReview(inReview, 'editor@example.com', 'Add a source.', at);

describe('review rules', () => {
  it('a draft is in review only while it waits; published wins; sent back is a draft', () => {
    expect(contentStatus({ published: false })).toBe('draft');
    expect(contentStatus({ published: false, review: inReview })).toBe('in_review');
    expect(contentStatus({ published: false, review: sentBack })).toBe('draft');
    expect(contentStatus({ published: true, review: inReview })).toBe('published');
  });

  it('a submit starts afresh; a send-back keeps who submitted and adds the note', () => {
    expect(submittedReview('writer@example.com', at)).toEqual({
      state: 'in_review',
      submitted_by: 'writer@example.com',
      submitted_at: at.toISOString(),
      note: null,
      sent_back_by: null,
      sent_back_at: null,
    });
    expect(sentBack).toMatchObject({
      state: 'sent_back',
      submitted_by: 'writer@example.com',
      note: 'Add a source.',
      sent_back_by: 'editor@example.com',
    });
  });

  it('counts an item into the waiting count when it starts waiting and out when it stops', () => {
    expect(waitingDelta(undefined, { published: false, review: inReview })).toBe(1);
    expect(waitingDelta({ published: false, review: inReview }, { published: true })).toBe(-1);
    expect(waitingDelta({ published: false, review: inReview }, undefined)).toBe(-1);
    expect(waitingDelta({ published: false }, { published: false, review: sentBack })).toBe(0);
  });

  it('publishing or scheduling ends the review; other writes keep it', () => {
    expect(withoutReview({ id: 'a', review: inReview }, true)).toEqual({ id: 'a' });
    expect(withoutReview({ id: 'a', review: inReview }, false)).toEqual({
      id: 'a',
      review: inReview,
    });
  });

  it('generation lands in review (by the generation actor), as a draft or published', () => {
    expect(landingState('in_review', 'AI generation', at)).toEqual({
      published: false,
      review: { ...submittedReview('AI generation', at) },
    });
    expect(landingState('draft', 'AI generation', at)).toEqual({ published: false });
    expect(landingState('published', 'AI generation', at)).toEqual({ published: true });
  });

  it('a page list shows a waiting draft as in review, other statuses as they are', () => {
    expect(pageListStatus({ status: 'draft', review: inReview })).toBe('in_review');
    expect(pageListStatus({ status: 'draft', review: sentBack })).toBe('draft');
    expect(pageListStatus({ status: 'error', review: inReview })).toBe('error');
    expect(pageListStatus({ status: 'published' })).toBe('published');
  });
});

describe('review inputs', () => {
  it('a send-back needs a note of 1 to 1000 characters', () => {
    const errors = (note: unknown) =>
      reviewSendBackInputSchema
        .safeParse({ expected_version: 2, note })
        .error?.issues.map((issue) => issue.message);
    expect(errors(undefined)).toEqual(['Note is required']);
    expect(errors('  ')).toEqual(['Note is required']);
    expect(errors('x'.repeat(1001))).toEqual(['Note must be 1000 characters or fewer']);
    expect(errors('x'.repeat(1000))).toBeUndefined();
  });

  it('an approval publishes now without a time, or schedules at one', () => {
    expect(reviewApproveInputSchema.parse({ expected_version: 3 })).toEqual({
      expected_version: 3,
    });
    expect(
      reviewApproveInputSchema.safeParse({ expected_version: 3, publish_at: 'soon' }).success,
    ).toBe(false);
  });
});
