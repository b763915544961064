import { failureStatus, serverMessage } from '@app/kit/api';
import { FAILURE_TOAST } from './messages';

/** Title and text of the toast that reports a failed submission. */
export interface FailureMessage {
  title: string;
  description: string;
}

/**
 * What to tell the visitor when the submission fails: the 'Submission Failed' toast, except for a
 * 429, where the server's own reason (too many requests, try later) is clearer than "please try again".
 */
export function describeSubmissionError(error: unknown): FailureMessage {
  if (failureStatus(error) === 429) {
    return { title: FAILURE_TOAST.title, description: serverMessage(error, FAILURE_TOAST.description) };
  }
  return { ...FAILURE_TOAST };
}
