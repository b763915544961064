/** Where the store reports what happened: bad frames, failed commands, start and stop. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Writes warnings and errors to stderr; info is silent unless `verbose`. */
export function consoleLogger(verbose = false): Logger {
  const prefix = '[embedded-mongo]';
  return {
    info: (message) => {
      if (verbose) console.log(prefix, message);
    },
    warn: (message) => console.warn(prefix, message),
    error: (message) => console.error(prefix, message),
  };
}
