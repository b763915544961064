import { NEW_CONSULTATION_EVENT, type NewConsultationEvent } from '@app/api/contract';
import { reconnectDelay } from './reconnect-delay';

/** The live stream as the admin sees it: 'connecting' until the first open, then up or down. */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected';

/** The part of EventSource the stream uses (a test can pass its own). */
export interface EventSourceLike {
  onopen: ((event: Event) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  close(): void;
}

/** What {@link openLiveStream} needs. */
export interface LiveStreamOptions {
  url: string;
  /** A new consultation request was announced. */
  onRequest: (event: NewConsultationEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** The stream is back after being down: events may have been missed meanwhile. */
  onReconnect?: () => void;
  createSource?: (url: string) => EventSourceLike;
  delay?: (attempt: number) => number;
}

function parseEvent(data: unknown): NewConsultationEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && (value as { type?: unknown }).type === NEW_CONSULTATION_EVENT) {
      return value as NewConsultationEvent;
    }
  } catch {
    // Not JSON: nothing the admin needs to hear about.
  }
  return null;
}

/**
 * Listens to the server-sent notification stream. On any error the source is closed and opened again
 * after an exponential back-off (reset once connected), or at once when the browser comes back online;
 * the browser's own retry is not relied on because it gives up for good on an HTTP error.
 * Returns a function that stops listening.
 */
export function openLiveStream({
  url,
  onRequest,
  onStatus,
  onReconnect,
  createSource = (target) => new EventSource(target, { withCredentials: true }),
  delay = reconnectDelay,
}: LiveStreamOptions): () => void {
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let wasDown = false;
  let stopped = false;

  const connect = () => {
    clearTimeout(timer);
    timer = undefined;
    source?.close();
    const current = createSource(url);
    source = current;
    current.onopen = () => {
      if (stopped || source !== current) return;
      attempt = 0;
      onStatus('connected');
      if (wasDown) onReconnect?.();
      wasDown = false;
    };
    current.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (event && !stopped) onRequest(event);
    };
    current.onerror = () => {
      if (stopped || source !== current) return;
      current.close();
      source = null;
      wasDown = true;
      onStatus('disconnected');
      timer = setTimeout(connect, delay(attempt));
      attempt += 1;
    };
  };

  const onOnline = () => {
    if (!stopped && source === null) connect();
  };

  onStatus('connecting');
  connect();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
    window.removeEventListener('online', onOnline);
  };
}
