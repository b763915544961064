import { useQuery } from '@app/kit/query';
import { API_PATHS, type EmailStatus } from '@app/api/contract';

/** Query key of GET /api/email-status. */
export const EMAIL_STATUS_KEY = [API_PATHS.emailStatus] as const;

/** A failed call means "not configured" (nothing to report to the admin) and no retention period known. */
async function loadEmailStatus({ signal }: { signal: AbortSignal }): Promise<Partial<EmailStatus>> {
  try {
    const res = await fetch(EMAIL_STATUS_KEY[0], { credentials: 'include', signal });
    if (!res.ok) return { configured: false };
    const body = (await res.json()) as Partial<EmailStatus>;
    return {
      configured: body.configured === true,
      ...(typeof body.consultationRetentionDays === 'number'
        ? { consultationRetentionDays: body.consultationRetentionDays }
        : {}),
    };
  } catch {
    return { configured: false };
  }
}

function useEmailStatusQuery() {
  return useQuery({ queryKey: EMAIL_STATUS_KEY, queryFn: loadEmailStatus });
}

/** Whether new-request alerts are e-mailed; undefined while the call runs. */
export function useEmailStatus(): boolean | undefined {
  return useEmailStatusQuery().data?.configured;
}

/** Days a consultation request is kept; undefined while the call runs or when the server did not say. */
export function useConsultationRetentionDays(): number | undefined {
  return useEmailStatusQuery().data?.consultationRetentionDays;
}
