/**
 * Newsletter sends: GET /api/admin/newsletters/sends (newest first, polled while one is going
 * out), POST .../tests (the article to oneself) and POST .../sends (to every confirmed subscriber).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  newsletterSendListSchema,
  newsletterSendSchema,
  newsletterTestAnswerSchema,
  sendOnPublishInputSchema,
  type NewsletterSendInput,
} from '@shared/schemas/newsletter-sends';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';

const sendsKey = [...adminKeys.all, 'newsletter-sends'] as const;

/** How often the list is read again while a send is queued or going out. */
export const sendPollMs = 2000;

/** One page of the sends; `apiQuery` is the list frame's (use-list-params.ts). */
export function useNewsletterSends(apiQuery: string) {
  return useQuery({
    queryKey: [...sendsKey, apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/newsletters/sends?${apiQuery}`, {
        schema: newsletterSendListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((send) => send.status === 'queued' || send.status === 'sending')
        ? sendPollMs
        : false,
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: (articleId: string) =>
      adminRequest('/api/admin/newsletters/tests', {
        method: 'POST',
        body: { article_id: articleId },
        schema: newsletterTestAnswerSchema,
      }),
    onSuccess: (answer) => toast.success('Test sent', { description: `Sent to ${answer.to}` }),
    onError: (error) =>
      toast.error('Failed to send the test', { description: errorMessage(error) }),
  });
}

export function useStartSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterSendInput) =>
      adminRequest('/api/admin/newsletters/sends', {
        method: 'POST',
        body: input,
        schema: newsletterSendSchema,
      }),
    onSuccess: () =>
      toast.success('Newsletter queued', { description: 'Follow it in Newsletters.' }),
    onError: (error) =>
      toast.error('Failed to send the newsletter', { description: errorMessage(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sendsKey }),
  });
}

const onPublishKey = (articleId: string) => [...sendsKey, 'on-publish', articleId] as const;

/** Whether the draft is to be mailed to subscribers when published. */
export function useSendOnPublish(articleId: string | undefined) {
  return useQuery({
    queryKey: onPublishKey(articleId ?? ''),
    enabled: articleId !== undefined,
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/newsletters/on-publish/${articleId}`, {
        schema: sendOnPublishInputSchema,
        signal,
      }),
  });
}

export function useSetSendOnPublish(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      adminRequest(`/api/admin/newsletters/on-publish/${articleId}`, {
        method: 'PUT',
        body: { enabled },
        schema: sendOnPublishInputSchema,
      }),
    onSuccess: (answer) => queryClient.setQueryData(onPublishKey(articleId), answer),
    onError: (error) =>
      toast.error('Failed to change the newsletter option', { description: errorMessage(error) }),
  });
}
