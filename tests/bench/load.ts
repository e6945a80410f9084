import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Status codes that count as success besides 2xx (for example 304). */
  expectStatus?: number;
  /** Requests take these headers in turn (several players), on top of `headers`. */
  rotateHeaders?: Record<string, string>[];
  /** Requests take these paths in turn, with the headers of the same turn. */
  rotatePaths?: string[];
  /** A fresh sequence of requests per measurement, each connection running it in a loop. */
  sequence?: () => autocannon.Request[];
  /** A line printed under the table, given the median req/s (what a figure means). */
  note?: (requestsPerSecond: number) => string;
  /** Brings the server to the target's starting state before each measurement. */
  prepare?: () => Promise<void>;
  /** Concurrent connections for this target; the run's default otherwise. */
  connections?: number;
  /** The target this route must meet, relative to the bare route measured in the same run. */
  goal?: { minRatio: number; maxP99Ms: number };
}

/** Drives one target at `connections` for `seconds`; loopback only, bounded in time. */
export async function measure(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  await target.prepare?.();
  let turn = 0;
  const rotation = target.rotateHeaders;
  const paths = target.rotatePaths;
  const rotate = (request: autocannon.Request): autocannon.Request => {
    const index = turn++;
    return {
      ...request,
      ...(paths?.length ? { path: paths[index % paths.length] } : {}),
      headers: { ...request.headers, ...rotation?.[index % rotation.length] },
    };
  };
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections ?? connections,
    duration: seconds,
    ...(target.sequence
      ? { requests: target.sequence() }
      : rotation?.length || paths?.length
        ? { requests: [{ setupRequest: rotate }] }
        : {}),
  });
  const expected = target.expectStatus;
  const unexpected = expected
    ? result.non2xx - (result.statusCodeStats?.[String(expected) as '304']?.count ?? 0)
    : result.non2xx;
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: unexpected,
    errors: result.errors + result.timeouts,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
