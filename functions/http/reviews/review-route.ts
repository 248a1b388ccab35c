/**
 * The review routes, one per kind and action:
 * POST /api/admin/{articles|pages}/{id}/review (submit), .../approve, .../send-back. Each answers
 * the saved item; the route's least role is the manifest's (submit: contributor for articles,
 * approve and send-back: editor).
 */
import {
  reviewApproveInputSchema,
  reviewSendBackInputSchema,
  reviewSubmitInputSchema,
} from '@shared/schemas/review';
import type { Review } from '@shared/schemas/review';
import {
  approve,
  type ReviewKind,
  sendBack,
  submitForReview,
  type Staff,
} from '@functions/domain/review/manage-reviews';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { reviewKinds } from '@functions/wiring/reviews';

type Kind = keyof typeof reviewKinds;

/** Each kind as the flow sees it (what it answers is the kind's own record). */
const kinds: Record<Kind, ReviewKind<{ version: number; review?: Review }>> = reviewKinds;

/** POST .../review: submit a draft for review. */
export function submitHandler(kind: Kind) {
  return route(
    { access: 'admin', params: idParamsSchema, body: reviewSubmitInputSchema },
    async ({ params, body, admin }) => ({
      body: await submitForReview(kinds[kind], params.id, body, actorOf<Staff>(admin)),
    }),
  );
}

/** POST .../approve: publish now, or schedule at `publish_at`. */
export function approveHandler(kind: Kind) {
  return route(
    { access: 'admin', params: idParamsSchema, body: reviewApproveInputSchema },
    async ({ params, body, admin }) => ({
      body: await approve(kinds[kind], params.id, body, actorOf<Staff>(admin)),
    }),
  );
}

/** POST .../send-back: back to its author with a note. */
export function sendBackHandler(kind: Kind) {
  return route(
    { access: 'admin', params: idParamsSchema, body: reviewSendBackInputSchema },
    async ({ params, body, admin }) => ({
      body: await sendBack(kinds[kind], params.id, body, actorOf<Staff>(admin)),
    }),
  );
}
