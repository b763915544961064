import { useRef, useState, type ReactNode, type RefObject } from 'react';
import UserMinus from 'lucide-react/icons/user-minus';
import { GUARDIAN_RELATIONSHIP_LABELS, SHARING_SECTION_TEXT, type Guardian } from '@app/api/contract';
import { Button, FOCUS_RING, toast, useFocusAfterRemoval } from '@app/kit/ui';
import { Badge, ConfirmDialog } from '@app/kit/panels';
import { useRemoveGuardian } from '../../api/family-api';
import { agreementStatus, invitationStatus } from '../../lib/guardian-status';
import { TOASTS } from '../../messages';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-sm font-medium text-muted-foreground sm:w-36">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** One guardian: who they are, where they stand with the agreement and the invitation, and what they see. */
function GuardianItem({
  guardian,
  firstName,
  agreementVersion,
  onRemove,
}: {
  guardian: Guardian;
  firstName: string;
  agreementVersion: number;
  onRemove: () => void;
}) {
  const agreement = agreementStatus(guardian, agreementVersion);
  return (
    <li tabIndex={-1} className={`flex flex-col gap-3 py-4 first:pt-0 last:pb-0 ${FOCUS_RING}`} data-guardian={guardian.email}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="break-words font-medium text-foreground">{guardian.name}</h4>
            <Badge variant="secondary">{GUARDIAN_RELATIONSHIP_LABELS[guardian.relationship]}</Badge>
          </div>
          <a
            href={`mailto:${guardian.email}`}
            className="inline-flex min-h-11 items-center break-all text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
          >
            {guardian.email}
          </a>
        </div>
        <Button variant="destructive-outline" size="sm" onClick={onRemove} aria-label={`Remove ${guardian.name}`}>
          <UserMinus className="h-4 w-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <dl className="flex flex-col gap-1.5">
        <Fact label="Agreement">
          <span className={agreement.current ? 'text-green-800' : undefined}>{agreement.text}</span>
        </Fact>
        <Fact label="Invitation">{invitationStatus(guardian)}</Fact>
        <Fact label={`${firstName} shares`}>
          {guardian.paused ? (
            <span className="text-muted-foreground">
              Nothing for now: {firstName} turned 18 and has not chosen again
            </span>
          ) : guardian.sections.length === 0 ? (
            <span className="text-muted-foreground">Nothing</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={`What ${firstName} shares with ${guardian.name}`}>
              {guardian.sections.map((section) => (
                <li key={section}>
                  <Badge variant="outline">{SHARING_SECTION_TEXT[section].label}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
    </li>
  );
}

/**
 * The student's guardians, each with a Remove button that asks first. What each sees is the student's to
 * decide: the coach reads it here and cannot change it.
 */
export function GuardianList({
  clientId,
  firstName,
  guardians,
  agreementVersion,
  heading,
}: {
  clientId: string;
  firstName: string;
  guardians: Guardian[];
  agreementVersion: number;
  /** Where the keyboard goes when the last guardian is removed. */
  heading: RefObject<HTMLElement | null>;
}) {
  const [removing, setRemoving] = useState<Guardian | null>(null);
  const remove = useRemoveGuardian(clientId);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useFocusAfterRemoval(listRef, guardians, heading);

  const confirm = () => {
    if (!removing) return;
    const { id, name } = removing;
    focusAfter.removing(id);
    remove.mutate(id, {
      onSuccess: () => {
        toast(TOASTS.guardianRemoved(name));
        setRemoving(null);
      },
      onError: () => {
        focusAfter.cancel();
        toast(TOASTS.guardianRemoveFailed);
      },
    });
  };

  return (
    <>
      <ul ref={listRef} className="divide-y divide-border" aria-label={`${firstName}’s guardians`}>
        {guardians.map((guardian) => (
          <GuardianItem
            key={guardian.id}
            guardian={guardian}
            firstName={firstName}
            agreementVersion={agreementVersion}
            onRemove={() => setRemoving(guardian)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={`Remove ${removing?.name ?? ''}?`}
        description={`${removing?.name ?? ''} will no longer see anything of ${firstName}’s, from their next click. Briefs already e-mailed stay in their mailbox.`}
        confirmLabel={remove.isPending ? 'Removing...' : 'Remove guardian'}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
