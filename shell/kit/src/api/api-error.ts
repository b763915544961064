/**
 * A reply from the API that was not OK. Its `message` is "<status>: <body text or status text>";
 * `status` and the server's own `{ message }` (when the body carries one) are fields, so callers read them
 * instead of parsing the text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The API's `{ message }` for the user, when the body is JSON with a non-empty one; a proxy's page has none. */
  readonly serverMessage: string | null;

  constructor(
    /** The reply's HTTP status. */
    readonly status: number,
    /** The body's text, or the status text when the body is empty. */
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.serverMessage = messageIn(text);
  }

  /** The error for a reply that is not OK (its body is read). */
  static async of(res: Response): Promise<ApiError> {
    return new ApiError(res.status, (await res.text()) || res.statusText);
  }
}

function messageIn(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message.trim() || null;
    }
  } catch {
    // Not JSON: a proxy's or the browser's text, not a message meant for the user.
  }
  return null;
}

/**
 * Whether a failure is a reply from the API. Kit modules bundled by more than one build (the service worker, the
 * stateless kit entry points) each hold their own copy of the class, so the name counts as well as the class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
}
