/**
 * The part of autocannon 9's API the load run uses (the package ships no types; see its README,
 * "API"). Latencies are in milliseconds.
 */
declare module 'autocannon' {
  /** One request as autocannon builds it (`setupRequest` receives and returns it). */
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** `http://host:port` of the target this client talks to. */
    origin?: string;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers?: Record<string, string>) => void;
  }

  /** One connection of the run. */
  export interface AutocannonClient {
    /** The options of this connection, with its target's `origin`. */
    opts: { origin: string };
    setHeaders(headers: Record<string, string>): void;
    /** Replaces this connection's sequence of requests. */
    setRequests(requests: AutocannonRequest[]): void;
  }

  export interface AutocannonOptions {
    /** Several targets: the connections are spread over them in turn. */
    url: string | string[];
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface AutocannonResult {
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    on(event: 'response', listener: (client: AutocannonClient, statusCode: number, resBytes: number, responseTime: number) => void): this;
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
