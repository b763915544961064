/** Severity of a log line. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One structured log line. */
export interface LogEntry {
  time: string;
  level: LogLevel;
  msg: string;
  [field: string]: unknown;
}

/** Writes one JSON line per event, so logs can be searched and shipped as they are. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNRESET', 'ECONNABORTED']);

/** Whether an error only says the caller went away mid-reply (not a fault worth an error line). */
export function isClientGone(error: unknown): boolean {
  return CLIENT_GONE.has(String((error as { code?: unknown } | null)?.code));
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** The message of a thrown value, whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Turns an Error into plain fields (stack kept for the log only, never for a reply). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { error: error.message, errorName: error.name, ...(code !== undefined ? { code } : {}), stack: error.stack };
  }
  return { error: messageOf(error) };
}

/**
 * A logger writing JSON lines to `write` (stdout by default). Levels below `level` are dropped.
 */
export function createLogger(
  options: { level?: LogLevel; write?: (line: string, entry: LogEntry) => void } = {},
): Logger {
  const threshold = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const log =
    (level: LogLevel) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[level] < threshold) return;
      const entry: LogEntry = { time: new Date().toISOString(), level, msg, ...fields };
      write(JSON.stringify(entry), entry);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** A logger that keeps its entries in memory (tests read sign-in links and failures from it). */
export function createMemoryLogger(options: { echo?: boolean } = {}): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const logger = createLogger({
    level: 'debug',
    write: (line, entry) => {
      entries.push(entry);
      if (options.echo) process.stdout.write(`${line}\n`);
    },
  });
  return Object.assign(logger, { entries });
}
