/**
 * POST /api/contact (public): 201 `{ ok, id }` once the message is stored (200 `{ ok }` for a
 * submission the honeypot caught); 400 with `error.fields`; 429 with the API's message.
 */
import { useMutation } from '@tanstack/react-query';
import type { ContactFormValues } from '@shared/schemas/contact';
import { publicRequest } from '~/lib/public-api';

export function submitContact(values: ContactFormValues) {
  return publicRequest<{ ok: true }>('/api/contact', { method: 'POST', body: values });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
