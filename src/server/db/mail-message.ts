/**
 * A message as the outbox stores it (the `mail_outbox.message` column): what the mail service
 * composes and the transport sends. Kept with the tables; the layers above import it through
 * `#server/repositories/mail-outbox.ts`.
 */
interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
