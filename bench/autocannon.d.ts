// The part of autocannon 9's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeout?: number;
    title?: string;
    requests?: Array<
      RawRequest & {
        /** Null skips the rest of the connection's round of requests. */
        setupRequest?: (request: RawRequest, context: object) => RawRequest | null;
        /** Called with each answer (its body read in full) of this request. */
        onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
      }
    >;
  }

  interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    connections: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result, RawRequest };
}
