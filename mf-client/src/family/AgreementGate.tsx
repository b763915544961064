import { AGREEMENT_NOT_WRITTEN, AGREEMENT_REQUIRED } from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Card } from '@app/kit/panels';
import { Button, FOCUS_RING_FLUSH, toast } from '@app/kit/ui';
import { LoadFailed, Loading } from '../layout/QueryState';
import { TOASTS } from '../messages';
import { useAcceptAgreement, useFamilyAgreement } from './family-queries';

/**
 * The practice's agreement for families, shown until the guardian accepts its current version; accepting opens
 * the family view. A refusal (the agreement changed meanwhile) says why and shows the new text.
 */
export function AgreementGate() {
  const agreement = useFamilyAgreement();
  const accept = useAcceptAgreement();

  const onAccept = async (version: number) => {
    try {
      await accept.mutateAsync(version);
      toast(TOASTS.agreementAccepted);
    } catch (error) {
      toast({ ...TOASTS.agreementFailed, description: serverMessage(error, TOASTS.agreementFailed.description) });
      void agreement.refetch();
    }
  };

  if (agreement.isPending) return <Loading label="Loading the agreement..." />;
  if (agreement.isError) {
    return <LoadFailed message={serverMessage(agreement.error, 'The agreement could not be loaded.')} onRetry={() => void agreement.refetch()} />;
  }
  const { version, text } = agreement.data;
  return (
    <section aria-labelledby="agreement-heading" className="flex flex-col gap-4">
      <p className="rounded-md bg-muted p-3 text-sm">{AGREEMENT_REQUIRED}.</p>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="agreement-heading" className="text-xl font-semibold">
          Agreement for families
        </h2>
        {version < 1 || !text.trim() ? (
          <p className="text-sm text-muted-foreground">{AGREEMENT_NOT_WRITTEN}.</p>
        ) : (
          <>
            <p className="text-xs text-muted-foreground">Version {version}</p>
            <div
              tabIndex={0}
              role="document"
              aria-label="The agreement's text"
              className={`max-h-[60dvh] overflow-y-auto whitespace-pre-line break-words rounded-md border border-border p-4 text-sm ${FOCUS_RING_FLUSH}`}
            >
              {text}
            </div>
            <Button className="self-stretch sm:self-start" disabled={accept.isPending} onClick={() => void onAccept(version)}>
              {accept.isPending ? 'Saving...' : 'I have read and accept this agreement'}
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
