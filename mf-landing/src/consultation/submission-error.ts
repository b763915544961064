import { FAILURE_TOAST, RATE_LIMITED_TEXT } from './messages';

/** Title and text of the toast that reports a failed submission. */
export interface FailureMessage {
  title: string;
  description: string;
}

/** The JSON message of an API error thrown as "<status>: <body>", if there is one. */
function serverMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message.trim() || null;
    }
  } catch {
    // Not JSON (a proxy's page, a plain-text reply): no message to show.
  }
  return null;
}

/**
 * What to tell the visitor when the submission fails: the spec's 'Submission Failed' toast, except for a
 * 429, where the real reason (too many requests, try later) is clearer than "please try again".
 */
export function describeSubmissionError(error: unknown): FailureMessage {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (match?.[1] === '429') {
    return { title: FAILURE_TOAST.title, description: serverMessage(match[2] ?? '') ?? RATE_LIMITED_TEXT };
  }
  return { ...FAILURE_TOAST };
}
