import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one POST endpoint; latency in ms. */
export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    method: 'POST',
    connections: opts.connections,
    duration: opts.seconds,
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: opts.body ?? '{}',
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
