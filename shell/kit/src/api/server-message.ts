import { isApiError } from './api-error';

/**
 * The message a failed API call carries, for showing to the coach or student: the server's own `{ message }`,
 * or the fallback when the failure has none (network down, empty or non-JSON body).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** The HTTP status of a failed API call, or null when the request never got an answer. */
export function failureStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}
