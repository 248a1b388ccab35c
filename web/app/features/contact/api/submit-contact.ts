/**
 * POST /api/contact (public): 201 `{ ok, id }` once the message is stored (200 `{ ok }` for a
 * submission the honeypot caught); 400 with `error.fields`; 429 with the API's message. The body
 * carries the visit's attribution (the whole visit with analytics consent, else the form's page).
 */
import { useMutation } from '@tanstack/react-query';
import type { ContactFormValues } from '@shared/schemas/contact';
import { leadAttribution } from '~/lib/visit-session';
import { publicRequest } from '~/lib/public-api';

export function submitContact(values: ContactFormValues) {
  const attribution = leadAttribution(window.location.pathname);
  return publicRequest<{ ok: true }>('/api/contact', {
    method: 'POST',
    body: { ...values, attribution },
  });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
