/**
 * POST /api/contact (public): 201 `{ ok, id }` once the message is stored (200 `{ ok }` for a
 * submission the honeypot caught); 400 with `error.fields`; 429 with the API's message.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import '@shared/schemas/zod-browser';
import type { ContactFormValues } from '@shared/schemas/contact';
import { publicRequest } from '~/lib/public-api';

const contactAnswerSchema = z.object({ ok: z.literal(true) });

export function submitContact(values: ContactFormValues) {
  return publicRequest('/api/contact', {
    method: 'POST',
    body: values,
    schema: contactAnswerSchema,
  });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
