import { useQuery } from '@app/kit/query';
import type { EmailStatus } from '@app/api/contract';

/** Query key of GET /api/email-status. */
export const EMAIL_STATUS_KEY = ['/api/email-status'] as const;

/** A failed call means "not configured" (SPEC section 8, silent handling). */
async function loadEmailStatus({ signal }: { signal: AbortSignal }): Promise<EmailStatus> {
  try {
    const res = await fetch(EMAIL_STATUS_KEY[0], { credentials: 'include', signal });
    if (!res.ok) return { configured: false };
    const body = (await res.json()) as Partial<EmailStatus>;
    return { configured: body.configured === true };
  } catch {
    return { configured: false };
  }
}

/** Whether new-request alerts are e-mailed; undefined while the call runs. */
export function useEmailStatus(): boolean | undefined {
  const query = useQuery({ queryKey: EMAIL_STATUS_KEY, queryFn: loadEmailStatus });
  return query.data?.configured;
}
