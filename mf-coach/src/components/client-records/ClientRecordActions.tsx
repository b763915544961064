import { useState } from 'react';
import type { CoachClientDetail } from '@app/api/contract';
import { Button, buttonClass, toast } from '@app/kit/ui';
import { studentName } from '../../lib/client-search';
import { DeleteClientDialog } from './DeleteClientDialog';
import { PrintReportButton } from './PrintReport';
import { exportUrl, useSetClientActive } from './records-api';
import { TOASTS } from '../../messages';

/**
 * What the coach can do with a client's records as a whole: deactivate or reactivate (sign-in and data
 * stay), download the export, print the report, delete the client.
 */
export function ClientRecordActions({ client }: { client: CoachClientDetail }) {
  const [deleting, setDeleting] = useState(false);
  const setActive = useSetClientActive(client.id);
  const name = studentName(client);
  const toggle = () =>
    setActive.mutate(!client.isActive, {
      onSuccess: (updated) => toast(updated.isActive ? TOASTS.clientReactivated(name) : TOASTS.clientDeactivated(name)),
      onError: () => toast(TOASTS.clientUpdateFailed),
    });

  return (
    <div className="flex flex-wrap gap-2 print:hidden" role="group" aria-label="Client records">
      <Button variant="outline" size="sm" onClick={toggle} disabled={setActive.isPending}>
        {client.isActive ? 'Deactivate' : 'Reactivate'}
      </Button>
      <a href={exportUrl(client.id)} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
        Export data
      </a>
      <PrintReportButton clientId={client.id} />
      <Button variant="destructive" size="sm" onClick={() => setDeleting(true)}>
        Delete client
      </Button>
      <DeleteClientDialog client={client} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
