import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same for every attempt of one notification, so a receiving server can drop a repeat. */
  messageId: string;
}

/** Sends one email; rejects when the server refuses it or cannot be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Longest a send may hang on a silent server; the outbox lease is longer, so no other server takes the row meanwhile. */
export const SEND_TIMEOUT_MS = 60_000;

/** An SMTP mailer from `SMTP_URL` (smtp:// or smtps://, credentials in the URL) sending as `MAIL_FROM`. */
export function smtpMailer(config: Config): Mailer {
  if (!config.mail.smtpUrl) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport(
    { url: config.mail.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 40_000 },
    { from: config.mail.from }
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close()
  };
}
