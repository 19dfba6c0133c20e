import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { paths } from '#shared/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const sentSchema = z.object({ status: z.boolean() });

/** Mails the signed-in guest a new link to confirm their email; it leads back to their profile. */
export function sendConfirmationLink(email: string) {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.dashboardProfile },
    schema: sentSchema,
  });
}

export function useSendConfirmationLink() {
  return useMutation({ mutationFn: sendConfirmationLink });
}
