import { ApiError } from './api-error';

/** Throws a non-OK reply as an ApiError, whose message is "<status>: <body text or status text>". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.of(res);
}

/**
 * Sends one API request: cookies always included (the session cookie is how the API knows who asks), a JSON
 * body and its content type only when there is a body, and a non-OK reply thrown as an ApiError.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a read does on 401: resolve to null (e.g. "not signed in") or fail like any other error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Reads a path: GET with cookies included, then its JSON; a 401 resolves to null when asked to (a read that
 * only asks who is signed in), any other non-OK reply is thrown.
 */
export async function getJson<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include', signal: options.signal });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
