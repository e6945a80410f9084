import fs from 'node:fs';

/** One kind of call of the scenario: its latencies and what went wrong. */
interface CallRecord {
  latenciesMs: number[];
  errors: number;
}

/** The balancer's answers for a request a node may have carried out before it failed. */
const UNKNOWN_OUTCOME_STATUSES = [502, 504];

/**
 * The scenario's HTTP client: every call names what it is (the row of the table), goes to
 * one of the nodes in turn, and is timed until its body is read. A call fails when its status
 * is not the one the step expects, or the request did not complete at all.
 */
export class ScenarioCalls {
  private readonly records = new Map<string, CallRecord>();
  private turn = 0;
  /** The first few failures, as text, to say what went wrong. */
  readonly failures: string[] = [];
  /** Every failure counted by its kind: an HTTP status, a reset connection, a timeout. */
  readonly errorKinds = new Map<string, number>();
  /** When each failure happened (Date.now()), to set them beside what the run did to nodes. */
  readonly failedAt: number[] = [];

  /** `timeoutMs`: how long a call may take before it is abandoned and counted a timeout. */
  constructor(
    readonly baseUrls: readonly string[],
    private readonly timeoutMs?: number,
  ) {}

  /** The next node in turn: requests alternate between the nodes. */
  nextBaseUrl(): string {
    return this.baseUrls[this.turn++ % this.baseUrls.length]!;
  }

  private record(name: string): CallRecord {
    let record = this.records.get(name);
    if (!record) {
      record = { latenciesMs: [], errors: 0 };
      this.records.set(name, record);
    }
    return record;
  }

  /**
   * Sends one call; resolves with its status, headers and parsed JSON body (null when empty),
   * or null when it failed (counted and remembered).
   */
  async call<T>(
    name: string,
    request: {
      method: string;
      path: string;
      token: string;
      body?: unknown;
      headers?: Record<string, string>;
      /** Statuses that count as success besides 2xx. */
      alsoOk?: number[];
      /**
       * Called when the call failed in a way that leaves unknown whether a node did it: no
       * answer (a timeout, a reset connection), or the balancer's 502 or 504 for a node that
       * died or stalled while it held the request. (The balancer's 503 reached no node.)
       */
      onUnknownOutcome?: () => void;
    },
  ): Promise<{ status: number; headers: Headers; body: T } | null> {
    const record = this.record(name);
    const baseUrl = this.nextBaseUrl();
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: {
          authorization: `Bearer ${request.token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        ...(this.timeoutMs ? { signal: AbortSignal.timeout(this.timeoutMs) } : {}),
      });
      const text = await response.text();
      record.latenciesMs.push(performance.now() - started);
      const ok = response.ok || request.alsoOk?.includes(response.status);
      if (!ok) {
        if (UNKNOWN_OUTCOME_STATUSES.includes(response.status)) request.onUnknownOutcome?.();
        this.fail(
          record,
          `HTTP ${response.status}`,
          `${name}: ${response.status} ${text.slice(0, 200)}`,
        );
        return null;
      }
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : null) as T,
      };
    } catch (error) {
      record.latenciesMs.push(performance.now() - started);
      request.onUnknownOutcome?.();
      this.fail(record, errorKind(error), `${name}: ${String(error)}`);
      return null;
    }
  }

  private fail(record: CallRecord, kind: string, text: string) {
    record.errors += 1;
    this.failedAt.push(Date.now());
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
    if (this.failures.length < 10) this.failures.push(text);
  }

  get totalErrors(): number {
    return [...this.records.values()].reduce((sum, record) => sum + record.errors, 0);
  }

  /** The table: per call, its count, errors, p50 and p99; then the total. */
  table(seconds: number): string {
    const header = ['call'.padEnd(34), 'count', 'errors', 'p50 ms', 'p99 ms'];
    const lines = [header.map((cell, i) => (i ? cell.padStart(8) : cell)).join('')];
    const row = (name: string, record: CallRecord) => {
      const sorted = [...record.latenciesMs].sort((a, b) => a - b);
      lines.push(
        [
          name.padEnd(34),
          String(sorted.length).padStart(8),
          String(record.errors).padStart(8),
          percentile(sorted, 0.5).toFixed(1).padStart(8),
          percentile(sorted, 0.99).toFixed(1).padStart(8),
        ].join(''),
      );
    };
    const names = [...this.records.keys()].sort();
    for (const name of names) row(name, this.records.get(name)!);
    const all: CallRecord = {
      latenciesMs: names.flatMap((name) => this.records.get(name)!.latenciesMs),
      errors: this.totalErrors,
    };
    row('total', all);
    lines.push(`${(all.latenciesMs.length / seconds).toFixed(0)} calls/s over ${seconds} s`);
    return lines.join('\n');
  }
}

/** What kind of failure a call that never got an answer met, from fetch's error and its cause. */
function errorKind(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  switch (cause?.code) {
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET': // the other side closed the connection mid-request
      return 'connection reset';
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return 'timeout';
    default:
      return cause?.code ?? (error instanceof Error ? error.message : String(error));
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** The resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
