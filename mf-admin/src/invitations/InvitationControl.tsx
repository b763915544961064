import { useId, useState, type FormEvent } from 'react';
import { API_PATHS, formatDate, type ConsultationRequest } from '@app/api/contract';
import { apiRequest, serverMessage, useCurrentUser } from '@app/kit/api';
import { queryClient, useMutation } from '@app/kit/query';
import { Link } from '@app/kit/router';
import { Button, Input, Label, toast } from '@app/kit/ui';
import { Dialog } from '@app/kit/panels';
import { TOASTS } from '../messages';
import { REQUESTS_KEY } from '../session/admin-session';
import { AddGuardianControl, offersGuardian } from './AddGuardianControl';

/** POST /api/consultation-request/{id}/invite, with the toasts; the inbox is read again afterwards. */
function useInvite(request: ConsultationRequest, onDone: () => void) {
  return useMutation({
    mutationFn: async (email: string) => {
      const response = await apiRequest('POST', API_PATHS.consultationInvite(request.id), { email });
      return (await response.json()) as ConsultationRequest;
    },
    onSuccess: async (invited) => {
      toast(TOASTS.invitationSent(invited.invitedEmail ?? invited.email));
      onDone();
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    },
    onError: (error) =>
      toast({
        ...TOASTS.invitationFailed,
        description: serverMessage(error, TOASTS.invitationFailed.description),
      }),
  });
}

/**
 * A request's way to becoming a client, on its inbox card: "Invite as client" for the signed-in coach (the
 * address can be changed first), then "Invited {date}" with a resend, and "Joined {date}" with a link to the
 * client once the invited address created its profile, and the parent's "Add as guardian". The admin password
 * alone shows the state only.
 */
export function InvitationControl({ request }: { request: ConsultationRequest }) {
  const { isCoach } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(request.invitedEmail ?? request.email);
  const invite = useInvite(request, () => setOpen(false));
  const inputId = useId();
  const name = `${request.studentFirstName} ${request.studentLastName}`;

  if (request.joinedAt && request.clientId) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-green-800">Joined {formatDate(request.joinedAt)}</span>
        {isCoach && (
          <Link
            to={`/client/${encodeURIComponent(request.clientId)}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            View client
          </Link>
        )}
        {isCoach && offersGuardian(request) && <AddGuardianControl request={request} />}
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim());
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {request.invitedAt && <span className="font-medium text-foreground">Invited {formatDate(request.invitedAt)}</span>}
      {isCoach && (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Invite ${name} as client`}>
          {request.invitedAt ? 'Resend invitation' : 'Invite as client'}
        </Button>
      )}
      {isCoach && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={`Invite ${name} as client`}
          description="The address is approved for sign-in and gets a link that works once, for 7 days."
        >
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={inputId}>Email</Label>
              <Input
                id={inputId}
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? 'Sending...' : 'Send invitation'}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
