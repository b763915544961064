import Download from 'lucide-react/icons/download';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@app/kit/router';
import { OPEN_REQUEST_STATUSES, type ConsultationRequest, type RequestStatus } from '@app/api/contract';
import { failureStatus, useCurrentUser } from '@app/kit/api';
import { Button, FOCUS_RING, toast, useFocusAfterRemoval, useFocusAppended } from '@app/kit/ui';
import { TOASTS } from '../messages';
import { LiveStatusIndicator } from '../live/LiveStatusIndicator';
import { useLiveAlerts } from '../live/use-live-alerts';
import { isUnauthorized, markSignedOut, takeSignInFocus, useAdminLogout } from '../session/admin-session';
import { ConsultationRequestCard } from './ConsultationRequestCard';
import { DeleteRequestDialog } from './DeleteRequestDialog';
import { downloadRequestsExport } from './export-requests';
import { useDeleteRequest } from './use-delete-request';
import { RequestStatusFilter } from '../triage/RequestStatusFilter';
import { firstPageUrl, useAnyRequest, useRequestPages } from './use-request-pages';

/**
 * The signed-in admin's inbox: consultation requests newest first (the server's order), a page at a
 * time with 'Show older requests' below them while older ones exist, live.
 */
export function ConsultationInbox() {
  // The inbox opens on the requests still waiting for the practice.
  const [statuses, setStatuses] = useState<RequestStatus[]>([...OPEN_REQUEST_STATUSES]);
  const filtered = firstPageUrl(statuses).includes('?');
  const requests = useRequestPages(statuses);
  const list = requests.requests;
  // With none in the chosen statuses, whether any request exists decides the words and the Export button.
  const anyElsewhere = useAnyRequest(filtered && list?.length === 0);
  // A coach signs out from the coach's frame; the admin's Logout ends the shared-password session.
  const { isCoach } = useCurrentUser();
  const listRef = useRef<HTMLUListElement>(null);
  const logout = useAdminLogout();
  const remove = useDeleteRequest();
  const liveStatus = useLiveAlerts(true);
  const [confirming, setConfirming] = useState<ConsultationRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by signing in here, the inbox takes the focus the password card had.
  useEffect(() => {
    if (takeSignInFocus()) headingRef.current?.focus();
  }, []);
  // Once a deleted request is gone from the list, the keyboard goes on at the request that took its place (or the
  // last one, or the heading when none is left), not at the body with the Delete button gone.
  const focusAfter = useFocusAfterRemoval(listRef, list, headingRef);
  // So does one whose new status the filter hides.
  const hidingList = { hides: (status: RequestStatus) => !statuses.includes(status), focus: focusAfter };

  // A 401 means the admin session ended on the server: back to the password card.
  useEffect(() => {
    if (isUnauthorized(requests.error)) markSignedOut();
  }, [requests.error]);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadRequestsExport();
    } catch {
      toast(TOASTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  // Keyboard users continue at the first appended request.
  const loadOlder = useFocusAppended(listRef, list);
  const showOlder = () => loadOlder(() => requests.fetchNextPage());
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className={`rounded-lg text-3xl font-bold tracking-tight text-foreground ${FOCUS_RING}`}
          >
            Consultation Requests
          </h1>
          <p className="text-muted-foreground">View all submitted consultation requests</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
            <LiveStatusIndicator status={liveStatus} />
            <Link
              to="/notifications"
              className="inline-flex min-h-11 items-center text-xs font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
            >
              Notification Settings
            </Link>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {list && (list.length > 0 || anyElsewhere) && (
            <Button onClick={() => void onExport()} disabled={exporting} aria-busy={exporting || undefined}>
              <Download className="h-4 w-4" />
              Export to Excel
            </Button>
          )}
          {!isCoach && (
            <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Logout
            </Button>
          )}
        </div>
      </div>

      <RequestStatusFilter selected={statuses} onChange={setStatuses} />

      {list && !(list.length === 0 && filtered && anyElsewhere === undefined) ? (
        list.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-white p-10 text-center text-muted-foreground">
            {anyElsewhere ? 'No consultation requests with these statuses.' : 'No consultation requests yet.'}
          </p>
        ) : (
          <>
            <ul ref={listRef} className="flex flex-col gap-4" aria-label="Consultation requests">
              {list.map((request) => (
                <li
                  key={request.id}
                  tabIndex={-1}
                  className={`rounded-lg ${FOCUS_RING}`}
                >
                  <ConsultationRequestCard
                    request={request}
                    deleting={remove.isPending}
                    onDelete={setConfirming}
                    list={hidingList}
                  />
                </li>
              ))}
            </ul>
            {requests.hasNextPage && (
              <div className="flex flex-col items-center gap-2">
                {requests.isFetchNextPageError && (
                  <p role="alert" className="text-sm text-destructive">
                    Could not load older requests.
                  </p>
                )}
                <Button
                  variant="outline"
                  onClick={() => void showOlder()}
                  disabled={requests.isFetching}
                  aria-busy={requests.isFetchingNextPage || undefined}
                >
                  {requests.isFetchingNextPage ? 'Loading...' : 'Show older requests'}
                </Button>
              </div>
            )}
          </>
        )
      ) : requests.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-border bg-white p-10 text-center"
        >
          <p className="text-foreground">Could not load consultation requests.</p>
          <Button variant="outline" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="p-10 text-center text-muted-foreground">
          Loading consultation requests...
        </p>
      )}

      <DeleteRequestDialog
        request={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(request) => {
          setConfirming(null);
          focusAfter.removing(request.id);
          remove.mutate(request.id, {
            // Still listed after a failure (not one already gone elsewhere): the focus stays at its Delete.
            onError: (error) => {
              if (failureStatus(error) !== 404) focusAfter.cancel();
            },
          });
        }}
      />
    </div>
  );
}
