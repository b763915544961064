/** The part of autocannon's programmatic API the benchmark uses. */
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Requests sent in turn; setupRequest may change each one just before it is sent. */
    requests?: Array<{ method?: string; setupRequest?: (request: RequestShape) => RequestShape }>;
  }
  interface RequestShape {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Bytes received per second; total is every byte of the run. */
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Replies by status code. */
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
    /** Length of the run in seconds. */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, RequestShape, Result };
}
