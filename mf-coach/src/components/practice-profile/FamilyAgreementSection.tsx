import { useId, useState } from 'react';
import {
  AGREEMENT_MAX,
  familyAgreementSchema,
  firstError,
  formatDateTime,
  type CoachFamilyAgreement,
  type SiteInfo,
} from '@app/api/contract';
import { Button, FormField, Textarea, toast } from '@app/kit/ui';
import { useFamilyAgreement, useSaveFamilyAgreement } from '../../api/family-api';
import { agreementTemplate } from '../../lib/family-agreement-template';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';
import { LoadFailure, Loading } from '../LoadFailure';

/** Who accepted which version, when and from which address: the practice's record of consent. */
function Acceptances({ agreement, headingId }: { agreement: CoachFamilyAgreement; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        Acceptances
      </h3>
      {agreement.acceptances.length === 0 ? (
        <p className="text-sm text-muted-foreground">No guardian has accepted the agreement yet.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Acceptances of the agreement">
          {agreement.acceptances.map((acceptance) => (
            <li
              key={`${acceptance.guardianId} ${acceptance.version} ${acceptance.acceptedAt}`}
              className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0"
            >
              <span className="break-words font-medium text-foreground">{acceptance.guardianName}</span>
              <span className="break-words text-sm text-muted-foreground">
                Version {acceptance.version} · {formatDateTime(acceptance.acceptedAt)} · from {acceptance.ip}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The editor, once the agreement is loaded: the text (a template until one is written), its version, Save. */
function AgreementEditor({ agreement, site }: { agreement: CoachFamilyAgreement; site: SiteInfo }) {
  const unwritten = agreement.version === 0;
  const [text, setText] = useState(() => (unwritten ? agreementTemplate(site) : agreement.text));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveFamilyAgreement();
  const id = useId();

  const onSave = () => {
    const parsed = familyAgreementSchema.safeParse({ text });
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.text, {
      onSuccess: (saved) => toast(TOASTS.agreementSaved(saved.version)),
      onError: (failure) =>
        toast({ ...TOASTS.agreementFailed, description: serverMessage(failure, TOASTS.agreementFailed.description) }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-foreground" data-agreement-version={agreement.version}>
        {unwritten
          ? 'Not published yet: guardians cannot see anything until you save an agreement.'
          : `Version ${agreement.version}, last updated ${formatDateTime(agreement.updatedAt)}.`}
      </p>
      {unwritten && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Below is a starting template with your practice’s details. Edit it to say how your practice works, then save
          it to publish it as version 1.
        </p>
      )}
      <FormField
        id={`${id}-text`}
        label="Agreement text"
        error={error}
        hint="Saving a changed text makes a new version: every guardian is asked to accept it again."
      >
        {(props) => (
          <Textarea
            {...props}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={AGREEMENT_MAX}
            rows={16}
          />
        )}
      </FormField>
      <Button onClick={onSave} disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'Save Agreement'}
      </Button>
      <Acceptances agreement={agreement} headingId={`${id}-acceptances`} />
    </div>
  );
}

/**
 * Practice profile's "Agreement for families": what guardians read and accept before they see anything (what
 * coaching is and is not, what is shared and with whom, what to do in a crisis, how to withdraw).
 */
export function FamilyAgreementSection({ site }: { site: SiteInfo }) {
  const query = useFamilyAgreement();
  return (
    <section
      id="family-agreement"
      aria-labelledby="family-agreement-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id="family-agreement-title" className="text-xl font-semibold text-foreground">
          Agreement for families
        </h2>
        <p className="text-sm text-muted-foreground">
          Each guardian reads and accepts it before seeing what their student shares: what coaching is and is not, what
          is shared and with whom, what to do in a crisis, and how to withdraw.
        </p>
      </div>
      {query.isLoading ? (
        <Loading what="the agreement" />
      ) : query.isError || !query.data ? (
        <LoadFailure what="the agreement" onRetry={() => void query.refetch()} />
      ) : (
        <AgreementEditor key={query.data.version} agreement={query.data} site={site} />
      )}
    </section>
  );
}
