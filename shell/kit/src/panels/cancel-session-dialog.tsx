import { useState } from 'react';
import type { CoachingSession } from '@app/api/contract';
import { ConfirmDialog } from './dialog';

/** Props of {@link CancelSessionDialog}. */
export interface CancelSessionDialogProps {
  /** The session the person asked to cancel; null while none is (the dialog is closed). */
  session: CoachingSession | null;
  /** Closes the dialog: on "Keep session", and once the cancellation has gone through or failed. */
  onClose: () => void;
  /** What cancelling the session does, for the person about to cancel it. */
  consequence: (session: CoachingSession) => string;
  /** Cancels the session and tells the person how it went; both buttons wait for it. */
  cancel: (session: CoachingSession) => Promise<void>;
}

/** "Cancel this session?": asks before a session is cancelled, with keeping it as the first choice. */
export function CancelSessionDialog({ session, onClose, consequence, cancel }: CancelSessionDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!session) return;
    setPending(true);
    try {
      await cancel(session);
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this session?"
      description={session ? consequence(session) : ''}
      confirmLabel="Cancel session"
      cancelLabel="Keep session"
      destructive
      pending={pending}
      onConfirm={() => void confirm()}
    />
  );
}
