import type { Agent } from './agent.js';

/** An open server-sent-event stream read by a test. */
export interface EventStream {
  status: number;
  headers: Headers;
  /** Parsed `data:` payloads received so far. */
  events: unknown[];
  /** Comment lines (`: heartbeat`) received so far. */
  comments: string[];
  /** Resolves once at least `count` events have arrived. */
  waitForEvents(count: number, timeoutMs?: number): Promise<unknown[]>;
  /** Resolves once at least `count` comment lines have arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<string[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens an SSE stream with the agent's cookies and parses it as it arrives. */
export async function openEventStream(agent: Agent, path: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await agent.fetch(path, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const events: unknown[] = [];
  const comments: string[] = [];
  const listeners = new Set<() => void>();
  let finish: () => void = () => {};
  const ended = new Promise<void>((resolve) => (finish = resolve));

  const pump = async () => {
    if (!response.body) return finish();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
            else if (line.startsWith(':')) comments.push(line.slice(1).trim());
          }
          for (const listener of listeners) listener();
        }
      }
    } catch {
      // Aborted by close().
    }
    finish();
  };
  void pump();

  const waitFor = <T>(list: T[], count: number, what: string, timeoutMs = 10_000) =>
    new Promise<T[]>((resolve, reject) => {
      const check = () => {
        if (list.length < count) return false;
        listeners.delete(listener);
        clearTimeout(timer);
        resolve(list.slice());
        return true;
      };
      const listener = () => void check();
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`Only ${list.length} of ${count} ${what} arrived`));
      }, timeoutMs);
      if (!check()) listeners.add(listener);
    });

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    waitForEvents: (count, timeoutMs) => waitFor(events, count, 'events', timeoutMs),
    waitForComments: (count, timeoutMs) => waitFor(comments, count, 'comments', timeoutMs),
    ended,
    close: () => controller.abort(),
  };
}
