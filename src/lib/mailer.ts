// Outgoing mail over SMTP (nodemailer): optional, configured by one URL. nodemailer is loaded
// with the first message: most installs send none, and loading it costs start-up time.
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | null = null;
  return {
    async send(message) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(url));
      await (await transport).sendMail({ from, ...message });
    },
  };
}
