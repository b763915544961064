import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type NewConsultationEvent } from '@app/api/contract';
import { openLiveStream, type EventSourceLike, type LiveStatus } from './live-stream';

/** A stand-in for the browser's EventSource (jsdom has none); the real one is exercised in the browser tests. */
class Source implements EventSourceLike {
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  send(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

let sources: Source[];
let statuses: LiveStatus[];
let requests: NewConsultationEvent[];
let reconnects: number;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  statuses = [];
  requests = [];
  reconnects = 0;
  stop = openLiveStream({
    url: API_PATHS.notifications,
    onStatus: (status) => statuses.push(status),
    onRequest: (event) => requests.push(event),
    onReconnect: () => (reconnects += 1),
    createSource: () => {
      const source = new Source();
      sources.push(source);
      return source;
    },
    delay: (attempt) => 1000 * 2 ** attempt,
  });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('openLiveStream', () => {
  it('reports connecting, then connected once the stream opens', () => {
    expect(statuses).toEqual(['connecting']);
    sources[0]!.open();
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('passes on new consultation requests and ignores anything else', () => {
    sources[0]!.open();
    sources[0]!.send('{"type":"new_consultation_request","studentName":"Ana Ruiz","gradeLevel":"11th"}');
    sources[0]!.send('{"type":"something_else"}');
    sources[0]!.send('not json');
    expect(requests).toEqual([{ type: 'new_consultation_request', studentName: 'Ana Ruiz', gradeLevel: '11th' }]);
  });

  it('on an error closes the source, says disconnected and reconnects with growing waits', () => {
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.fail();
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
  });

  it('resets the back-off once connected and asks for a refresh after being down', () => {
    sources[0]!.fail();
    vi.advanceTimersByTime(1000);
    sources[1]!.open();
    expect(reconnects).toBe(1);
    expect(statuses.at(-1)).toBe('connected');
    sources[1]!.fail();
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(3);
  });

  it('reconnects at once when the browser comes back online', () => {
    sources[0]!.fail();
    window.dispatchEvent(new Event('online'));
    expect(sources).toHaveLength(2);
  });

  it('stops for good: the source is closed and no retry is scheduled', () => {
    sources[0]!.fail();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    const late = sources[0]!;
    late.send('{"type":"new_consultation_request","studentName":"Late","gradeLevel":"9th"}');
    expect(requests).toEqual([]);
  });
});
