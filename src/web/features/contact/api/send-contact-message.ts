import { useMutation } from '@tanstack/react-query';
import {
  type ContactMessageInput,
  type ContactMessageReceipt,
  contactMessageReceiptSchema,
} from '#shared/contact.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageReceipt> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body: input,
    schema: contactMessageReceiptSchema,
  });
}

/** Stores a message for the reception team to read. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
