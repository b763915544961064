import { useRef, useState } from 'react';
import type { ConsultationRequestPayload } from '@app/api/contract';
import { CONSULTATION_PATHS } from '@app/api/contract/paths';
import { apiRequest, invalidateCached } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { SUCCESS_TOAST } from './messages';
import { describeSubmissionError } from './submission-error';

/** What became of a sent request: stored now, or the server already had the same one from this address (200). */
export type SubmissionOutcome = 'received' | 'alreadyReceived';

/** The form's sending state: `isPending` while a request is under way, `submit` to send one. */
export interface ConsultationSubmission {
  isPending: boolean;
  submit: (payload: ConsultationRequestPayload) => Promise<void>;
}

/**
 * Sends a consultation request. On success the admin's cached list is invalidated, `onSubmitted` runs and the
 * success toast shows (not for a request the server already had: its banner says so); on failure the error is
 * logged and the destructive toast shows. A second submit while one is under way is ignored.
 */
export function useConsultationSubmission(onSubmitted: (outcome: SubmissionOutcome) => void): ConsultationSubmission {
  const [isPending, setPending] = useState(false);
  // Set at once, unlike the state, so that two quick submits cannot both send.
  const sending = useRef(false);
  const submit = async (payload: ConsultationRequestPayload) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    let sent: SubmissionOutcome | null = null;
    try {
      const response = await apiRequest('POST', CONSULTATION_PATHS.requestConsultation, payload);
      sent = response.status === 200 ? 'alreadyReceived' : 'received';
    } catch (error) {
      console.error('Consultation request failed', error);
      toast({ ...describeSubmissionError(error), variant: 'destructive' });
    } finally {
      sending.current = false;
      setPending(false);
    }
    if (!sent) return;
    invalidateCached({ queryKey: [CONSULTATION_PATHS.consultationRequests] });
    onSubmitted(sent);
    if (sent === 'received') toast(SUCCESS_TOAST);
  };
  return { isPending, submit };
}
