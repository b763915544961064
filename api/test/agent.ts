/** What a request through the agent returns: status, headers and the whole body. */
export interface AgentResponse {
  status: number;
  headers: Headers;
  /** The raw body bytes. */
  body: Buffer;
  text(): string;
  /** The body parsed as JSON (throws with the text when it is not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- like Response.json(), callers name the type
  json<T = any>(): T;
}

/** Extra request options. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as is, instead of JSON-encoding the body argument (malformed JSON, forms, huge bodies). */
  raw?: string | Buffer;
}

/** An HTTP client with a cookie jar, like one browser; redirects are not followed (see `location`). */
export interface Agent {
  readonly baseUrl: string;
  get(path: string, options?: RequestOptions): Promise<AgentResponse>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<AgentResponse>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<AgentResponse>;
  delete(path: string, body?: unknown, options?: RequestOptions): Promise<AgentResponse>;
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<AgentResponse>;
  /** A raw fetch with this agent's cookies (streams such as SSE); cookies it sets are kept. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Current cookies, name → value. */
  cookies(): Record<string, string>;
  clearCookies(): void;
}

/**
 * Creates an agent for a server at `baseUrl` (e.g. the test server's url). A path may also be
 * an absolute URL on the same server (a sign-in link).
 */
export function createAgent(baseUrl: string): Agent {
  const jar = new Map<string, string>();

  const store = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expires = attributes.find((part) => /^\s*expires=/i.test(part));
      const maxAge = attributes.find((part) => /^\s*max-age=/i.test(part));
      const expired =
        value === '' ||
        (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) ||
        (expires !== undefined && Date.parse(expires.split('=').slice(1).join('=')) <= Date.now());
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  };

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  const doFetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0 && !headers.has('cookie')) headers.set('cookie', cookieHeader());
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', ...init, headers });
    store(response.headers);
    return response;
  };

  const request = async (method: string, path: string, body?: unknown, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | Buffer | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await doFetch(path, { method, headers, body: payload });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      body: bytes,
      text: () => bytes.toString('utf8'),
      json: () => {
        const text = bytes.toString('utf8');
        try {
          return JSON.parse(text);
        } catch {
          throw new Error(`Expected JSON, got ${response.status}: ${text.slice(0, 300)}`);
        }
      },
    } satisfies AgentResponse;
  };

  return {
    baseUrl,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, body, options) => request('DELETE', path, body, options),
    request,
    fetch: doFetch,
    cookies: () => Object.fromEntries(jar),
    clearCookies: () => jar.clear(),
  };
}

/**
 * The headers of a browser revalidating a copy it holds (as a reload sends them). fetch() alone adds
 * Cache-Control: no-cache to a conditional request, which asks for the whole reply instead of a 304.
 */
export function revalidating(etag: string): Record<string, string> {
  return { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' };
}
