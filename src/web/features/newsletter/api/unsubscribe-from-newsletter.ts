import { useMutation } from '@tanstack/react-query';
import {
  type NewsletterUnsubscribe,
  type NewsletterUnsubscribeResult,
  newsletterUnsubscribeResultSchema,
} from '#shared/newsletter.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function unsubscribeFromNewsletter(
  input: NewsletterUnsubscribe,
): Promise<NewsletterUnsubscribeResult> {
  return apiRequest('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: input,
    schema: newsletterUnsubscribeResultSchema,
  });
}

/** Takes an address off the list with the token of its mailed link. */
export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
