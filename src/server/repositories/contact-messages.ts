import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import type { ContactMessageReceipt } from '#shared/contact.ts';

/** Stores a message for the staff to read; the receipt says when it arrived. */
export async function storeContactMessage(
  db: Database,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageReceipt> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
