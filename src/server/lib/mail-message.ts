/** One mail to send: what services compose and the mailer plugin delivers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Optional Reply-To (the support form replies to the sender). */
  replyTo?: string;
}
