import nodemailer, { type Transporter } from 'nodemailer';
import { canSendEmail, type Config } from '../config.js';

/** One message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail through the configured SMTP account (nodemailer). */
export interface Mailer {
  /** False when EMAIL_USER / EMAIL_APP_PASSWORD are unset: nothing can be sent. */
  readonly enabled: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Builds the mailer from configuration; with e-mail off, `send` refuses. */
export function createMailer(config: Config): Mailer {
  if (!canSendEmail(config)) {
    return {
      enabled: false,
      send: () => Promise.reject(new Error('E-mail is not configured (EMAIL_USER, EMAIL_APP_PASSWORD)')),
      close: () => {},
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    host: config.email.smtpHost,
    port: config.email.smtpPort,
    secure: config.email.smtpSecure,
    auth: { user: config.email.user!, pass: config.email.appPassword! },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const from = { name: config.site.businessName, address: config.email.user! };
  return {
    enabled: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
