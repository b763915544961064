import type { ConsultationRequest } from '@app/api/contract';
import { ConfirmDialog } from '@app/kit/panels';

/** The confirmation question before a request is deleted. */
export function deleteQuestion(request: Pick<ConsultationRequest, 'studentFirstName' | 'studentLastName'>): string {
  return `Are you sure you want to delete the consultation request for ${request.studentFirstName} ${request.studentLastName}?`;
}

/** Props of {@link DeleteRequestDialog}. */
export interface DeleteRequestDialogProps {
  /** The request awaiting confirmation; null keeps the dialog closed. */
  request: ConsultationRequest | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (request: ConsultationRequest) => void;
}

/** Asks before deleting; Cancel has focus first so Enter never deletes by accident. */
export function DeleteRequestDialog({ request, pending, onCancel, onConfirm }: DeleteRequestDialogProps) {
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete Request"
      description={request ? deleteQuestion(request) : ''}
      confirmLabel="Delete"
      destructive
      pending={pending}
      onConfirm={() => {
        if (request) onConfirm(request);
      }}
    />
  );
}
