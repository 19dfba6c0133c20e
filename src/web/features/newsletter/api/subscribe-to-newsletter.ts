import { useMutation } from '@tanstack/react-query';
import {
  type NewsletterResult,
  type NewsletterSignup,
  newsletterResultSchema,
} from '#shared/newsletter.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function subscribeToNewsletter(input: NewsletterSignup): Promise<NewsletterResult> {
  return apiRequest('/api/newsletter', {
    method: 'POST',
    body: input,
    schema: newsletterResultSchema,
  });
}

/** Subscribes an address (stored once; the answer is the same either way). */
export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
