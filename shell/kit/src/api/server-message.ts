/**
 * The message a failed API call carries, for showing to the coach or student: the request helper throws
 * Error("<status>: <body>") and the API's body is JSON { message }. Returns the fallback when the
 * failure has no server message (network down, empty or non-JSON body).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const body: unknown = JSON.parse(match[1]!);
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: a proxy's or the browser's text, not a message meant for the user.
  }
  return fallback;
}

/** The HTTP status of a failed API call, or null when the request never got an answer. */
export function failureStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}
