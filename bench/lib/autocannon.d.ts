// autocannon 8 ships no types and @types/autocannon is not a dependency: the part bench/lib/measure.js uses.
declare module 'autocannon' {
  export interface Options {
    url: string
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    amount?: number
    /** Milliseconds between samples (1000 by default); a run with `amount` ends at the first sample after its last answer. */
    sampleInt?: number
    /** Seconds each request may wait. */
    timeout?: number
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
  }

  export interface Result {
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    latency: Histogram
    requests: Histogram & { sent: number }
    start: Date
    finish: Date
  }

  /** Without a callback, resolves with the run's result. */
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
