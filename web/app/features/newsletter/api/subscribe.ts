/**
 * POST /api/newsletter (public): 200 `{ ok, message }` for a new or repeated address alike; 400
 * with the field's message for a bad address; 429 with the API's message over the limit.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { NewsletterSubscribeFormValues } from '@shared/schemas/newsletter';
import { publicRequest } from '~/lib/public-api';

const subscribeAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

export function useSubscribe() {
  return useMutation({
    mutationFn: (values: NewsletterSubscribeFormValues) =>
      publicRequest('/api/newsletter', {
        method: 'POST',
        body: values,
        schema: subscribeAnswerSchema,
      }),
  });
}
