import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the loopback SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message source (headers and body). */
  raw: string;
  subject: string;
  /** The text part, transfer-decoded. */
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export interface MailCatcher {
  port: number;
  /** The account the app signs in with (any password is accepted). */
  user: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Holds every message until the returned function is called: the server has the data but does not
   * answer, as a slow mail server would (shows whether a caller waits for the mail).
   */
  hold(): () => void;
  close(): Promise<void>;
}

/** Decodes quoted-printable text (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The text/plain part of a message, decoded (base64, quoted-printable or plain). */
export function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(raw, 'Content-Type'))?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
    if (boundary && type !== 'text/plain') continue;
    const body = rest.join('\n\n');
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  }
  return '';
}

/** Starts the SMTP server on 127.0.0.1 (no TLS, any login accepted). */
export async function startMailCatcher(user = 'practice@example.com'): Promise<MailCatcher> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const receive = () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: decodeWords(header(raw, 'Subject')),
          text: textPart(raw),
        };
        messages.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      };
      stream.on('end', () => void held.then(receive));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    user,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const waiter = (mail: ReceivedMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    hold() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = Promise.resolve();
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
