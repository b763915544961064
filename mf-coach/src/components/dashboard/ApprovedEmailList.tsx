import { useId, useRef, useState } from 'react';
import { formatDate, type ApprovedEmail } from '@app/api/contract';
import { Button, FOCUS_RING, toast, useFocusAfterRemoval, type FocusAfterRemoval } from '@app/kit/ui';
import { Badge, ConfirmDialog } from '@app/kit/panels';
import { useApprovedEmails, useRemoveApprovedEmail } from '../../api/coach-api';
import { serverMessage } from '../../lib/server-message';
import { EmptyState } from '../EmptyState';
import Mail from 'lucide-react/icons/mail';
import Trash from 'lucide-react/icons/trash';
import { LoadFailure, Loading } from '../LoadFailure';
import { TOASTS } from '../../messages';

/** The question asked before an address loses its sign-in, naming it. */
export function removeQuestion(email: string): string {
  return `${email} will no longer be able to sign in. You can approve the address again later.`;
}

/**
 * One approved address; removing it asks first, naming the address, since it locks the student out. `focusAfter`
 * keeps the keyboard in the list once it is gone.
 */
function ApprovedEmailRow({ entry, focusAfter }: { entry: ApprovedEmail; focusAfter: FocusAfterRemoval }) {
  const remove = useRemoveApprovedEmail();
  const [confirming, setConfirming] = useState(false);
  const pending = remove.isPending && remove.variables === entry.email;
  const onRemove = () => {
    focusAfter.removing(entry.id);
    remove.mutate(entry.email, {
      onSuccess: () => toast(TOASTS.emailRemoved(entry.email)),
      onError: (error) => {
        focusAfter.cancel();
        toast({ ...TOASTS.removeEmailFailed, description: serverMessage(error, TOASTS.removeEmailFailed.description) });
      },
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <li
      tabIndex={-1}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-white px-4 py-3 ${FOCUS_RING}`}
    >
      <div className="min-w-0">
        <p className="break-all font-medium text-foreground">{entry.email}</p>
        <p className="text-sm text-muted-foreground">Added {formatDate(entry.createdAt)}</p>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="success">Approved</Badge>
        <Button
          variant="destructive-outline"
          size="icon"
          onClick={() => setConfirming(true)}
          disabled={pending}
          aria-label={`Remove ${entry.email}`}
          title={`Remove ${entry.email}`}
        >
          <Trash className="h-4 w-4 shrink-0" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove sign-in access?"
        description={removeQuestion(entry.email)}
        confirmLabel="Remove"
        destructive
        pending={pending}
        onConfirm={onRemove}
      />
    </li>
  );
}

/** The approved addresses, newest first, each with its date, an Approved badge and a remove button. */
export function ApprovedEmailList() {
  const emails = useApprovedEmails();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useFocusAfterRemoval(listRef, emails.data, headingRef);
  if (emails.isLoading) return <Loading what="approved emails" />;
  if (emails.isError || !emails.data)
    return <LoadFailure what="approved emails" onRetry={() => void emails.refetch()} />;
  const list = emails.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={`text-sm font-semibold text-foreground ${FOCUS_RING}`}>
        Approved Emails ({list.length})
      </h3>
      {list.length === 0 ? (
        <EmptyState title="No approved emails yet" icon={<Mail className="h-8 w-8" />}>
          Add a client's email address above so they can sign in.
        </EmptyState>
      ) : (
        <ul ref={listRef} className="flex flex-col gap-2">
          {list.map((entry) => (
            <ApprovedEmailRow key={entry.id} entry={entry} focusAfter={focusAfter} />
          ))}
        </ul>
      )}
    </section>
  );
}
