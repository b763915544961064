import nodemailer, { type Transporter } from 'nodemailer';
import { canSendEmail, type Config } from '../config.js';
import { HOUR_MS } from '../contract/index.js';
import { createLogger, type Logger } from './logger.js';
import type { RateCounter } from './rateCounter.js';

/** One message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar event (an `.ics` text): sent as the message's text/calendar part and as an attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /**
   * A sign-in link (or an invitation, which is one): it may use the whole hourly cap (one asked for on a new device,
   * half of it). Every other message draws on OTHER_MAIL_SHARE of it, so no flood of other mail can keep anyone from
   * signing in.
   */
  signInLink?: boolean;
  /**
   * A sign-in link asked for on a device that never signed in to the address, which anyone who knows an approved
   * address can cause: it draws on NEW_DEVICE_LINK_SHARE of the cap, so a flood of such requests leaves the rest of
   * the hour to other mail and to the links of devices that signed in before.
   */
  newDevice?: boolean;
  /**
   * An alert of a new consultation request, which anyone can cause: it draws on ALERT_MAIL_SHARE of the other mail's
   * share, so a flood of requests cannot crowd out students' confirmations and reminders.
   */
  alert?: boolean;
}

/**
 * A message the hourly cap kept from going out (logged as an error): nothing was sent, and a caller that keeps
 * work to do (a reminder's claim, a count of what was delivered) can tell it from a message that went.
 */
export class MailDropped extends Error {
  override readonly name = 'MailDropped';
}

/** The share of MAIL_HOURLY_CAP that mail other than sign-in links may use; the rest is kept for sign-in links. */
export const OTHER_MAIL_SHARE = 0.75;

/** How many messages other than sign-in links may go out in any hour under a cap (rounded down). */
export function otherMailCap(cap: number): number {
  return Math.floor(cap * OTHER_MAIL_SHARE);
}

/** The share of MAIL_HOURLY_CAP that sign-in links asked for on new devices may use. */
export const NEW_DEVICE_LINK_SHARE = 0.5;

/** How many sign-in links asked for on new devices may go out in any hour under a cap (rounded down, at least one). */
export function newDeviceLinkCap(cap: number): number {
  return Math.max(1, Math.floor(cap * NEW_DEVICE_LINK_SHARE));
}

/** The share of the other mail's share that alerts of new requests may use. */
export const ALERT_MAIL_SHARE = 1 / 3;

/** How many alerts of new requests may go out in any hour under a cap (rounded down, at least one). */
export function alertMailCap(cap: number): number {
  return Math.max(1, Math.floor(otherMailCap(cap) * ALERT_MAIL_SHARE));
}

/** Nodemailer's fields for a calendar event: the part calendar apps act on, and the same file attached. */
function calendarFields(calendar: NonNullable<Mail['calendar']>) {
  const contentType = `text/calendar; charset=utf-8; method=${calendar.method}`;
  return {
    icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content },
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType }],
  };
}

/**
 * Sends e-mail through the configured SMTP account (nodemailer), at most MAIL_HOURLY_CAP an hour, of which
 * mail other than sign-in links at most OTHER_MAIL_SHARE, and sign-in links asked for on new devices at most
 * NEW_DEVICE_LINK_SHARE.
 */
export interface Mailer {
  /** False when EMAIL_USER / EMAIL_APP_PASSWORD are unset: nothing can be sent. */
  readonly enabled: boolean;
  /** Sends one message; past the hourly cap it is dropped instead, logged as an error, and MailDropped is thrown. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Builds the mailer from configuration; with e-mail off, `send` refuses. Every message of the app
 * (sign-in links, alerts, anything later) goes through `send`, which counts it in the store against
 * one cap for any hour (a sliding window) shared by every API process: once reached, further mail is
 * dropped with an error line until the count falls, so a flood cannot exhaust or blacklist the
 * practice's account. Mail other than sign-in links is also counted on its own and dropped past its
 * share of the cap (before it counts against the cap), so the rest of the cap is always left for
 * sign-in links. A share already full drops a message without counting it, so mail tried again later (a
 * reminder's next sweep) does not keep the hour full.
 */
export function createMailer(
  config: Config,
  {
    logger = createLogger(),
    counter,
    senderName = async () => config.site.businessName,
  }: {
    logger?: Logger;
    counter: RateCounter;
    /** The name messages come from: the practice's name as the coach last saved it. */
    senderName?: () => Promise<string>;
  },
): Mailer {
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
  return {
    enabled: true,
    async send({ calendar, signInLink, newDevice, alert, ...mail }) {
      /** Counts the message in one share of the hour; past its cap, logs `dropped` and throws MailDropped. */
      const countIn = async (key: string, cap: number, dropped: string) => {
        const { count: sent } = await counter.peek(key, HOUR_MS);
        if (sent < cap && (await counter.hit(key, HOUR_MS)).count <= cap) return;
        logger.error(dropped, { cap, sentThisHour: sent, subject: mail.subject });
        throw new MailDropped(dropped);
      };
      const alertsDropped =
        'E-MAIL HOURLY SHARE OF ALERTS REACHED: alert e-mail dropped, not sent (the inbox has the request)';
      if (alert) await countIn('mail:alerts', alertMailCap(config.mailHourlyCap), alertsDropped);
      const otherDropped =
        'E-MAIL HOURLY SHARE OF OTHER MAIL REACHED: e-mail dropped, not sent (the rest is kept for sign-in links)';
      if (!signInLink) await countIn('mail:other', otherMailCap(config.mailHourlyCap), otherDropped);
      const newDeviceDropped =
        'E-MAIL HOURLY SHARE OF SIGN-IN LINKS FOR NEW DEVICES REACHED: sign-in link dropped, not sent (the rest is kept for other mail and known devices)';
      if (newDevice) await countIn('mail:new-device-links', newDeviceLinkCap(config.mailHourlyCap), newDeviceDropped);
      await countIn('mail', config.mailHourlyCap, 'E-MAIL HOURLY CAP REACHED: e-mail dropped, not sent');
      const from = { name: await senderName(), address: config.email.user! };
      await transport.sendMail({ from, ...mail, ...(calendar ? calendarFields(calendar) : {}) });
    },
    close: () => transport.close(),
  };
}
