import { connect, type Socket } from 'node:net';

export interface OpenLoopResult {
  /** Requests per second offered (the schedule) and achieved (completed over the time taken). */
  offeredRate: number;
  achievedRate: number;
  requests: number;
  /** Latency in ms from the moment the schedule said a request was due to its last reply byte. */
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** Requests that found all connections busy and waited in the client for one. */
  queued: number;
  errors: number;
  /** Replies that failed `check` (or were not HTTP 200). */
  bad: number;
}

interface Pending {
  due: number;
}

/**
 * An open-loop load at a fixed rate over keep-alive connections: request i is due at start + i/rate,
 * whether or not earlier replies came back, and its latency counts from that due time (so a stalled
 * server is not hidden by the client waiting for it: no coordinated omission). autocannon's
 * `overallRate` is not this: each connection sends its share of a second back to back at the start of
 * each second, so the load arrives in bursts.
 */
export async function openLoop(opts: {
  url: string;
  connections: number;
  rate: number;
  seconds: number;
  headers: Record<string, string>;
  body: () => string;
  check?: (body: string) => boolean;
}): Promise<OpenLoopResult> {
  const url = new URL(opts.url);
  const head = [
    `POST ${url.pathname} HTTP/1.1`,
    `host: ${url.host}`,
    'content-type: application/json',
    ...Object.entries(opts.headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\r\n');
  const requestBytes = (body: string) => Buffer.from(`${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);

  const total = Math.round(opts.rate * opts.seconds);
  const latencies = new Float64Array(total);
  let done = 0;
  let queued = 0;
  let errors = 0;
  let bad = 0;
  const waiting: Pending[] = [];
  const idle: Conn[] = [];
  let finish: () => void = () => {};
  const finished = new Promise<void>((r) => {
    finish = r;
  });

  class Conn {
    private chunks: Buffer[] = [];
    private size = 0;
    private current: Pending | null = null;
    constructor(readonly socket: Socket) {
      socket.setNoDelay(true);
      socket.on('data', (chunk) => this.onData(chunk));
      socket.on('error', () => {
        errors++;
      });
    }
    send(p: Pending): void {
      this.current = p;
      this.socket.write(requestBytes(opts.body()));
    }
    private onData(chunk: Buffer): void {
      this.chunks.push(chunk);
      this.size += chunk.length;
      const data = this.chunks.length === 1 ? chunk : Buffer.concat(this.chunks, this.size);
      const headerEnd = data.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const headers = data.subarray(0, headerEnd).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1] ?? Number.NaN);
      if (Number.isNaN(length)) throw new Error(`open-loop: a reply without content-length: ${headers}`);
      if (data.length < headerEnd + 4 + length) {
        this.chunks = [data];
        return;
      }
      const p = this.current!;
      latencies[done++] = performance.now() - p.due;
      const ok = headers.startsWith('HTTP/1.1 200') && (!opts.check || opts.check(data.subarray(headerEnd + 4).toString()));
      if (!ok) bad++;
      this.chunks = [];
      this.size = 0;
      this.current = null;
      if (done === total) finish();
      const next = waiting.shift();
      if (next) this.send(next);
      else idle.push(this);
    }
  }

  const conns = await Promise.all(
    Array.from(
      { length: opts.connections },
      () =>
        new Promise<Conn>((resolve, reject) => {
          const socket = connect(Number(url.port), url.hostname, () => resolve(new Conn(socket)));
          socket.once('error', reject);
        }),
    ),
  );
  idle.push(...conns);

  const interval = 1000 / opts.rate;
  const start = performance.now() + 10;
  let next = 0;
  // Timers fire about every millisecond; each tick sends whatever has fallen due since the last.
  const pump = () => {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      const p = { due: start + next * interval };
      next++;
      const conn = idle.pop();
      if (conn) conn.send(p);
      else {
        queued++;
        waiting.push(p);
      }
    }
    if (next < total) setTimeout(pump, Math.max(0, start + next * interval - performance.now()));
  };
  pump();
  const timeout = setTimeout(finish, (opts.seconds + 30) * 1000);
  await finished;
  clearTimeout(timeout);
  const elapsed = (performance.now() - start) / 1000;
  for (const c of conns) c.socket.destroy();

  const sorted = latencies.subarray(0, done).sort();
  const at = (q: number) => Math.round((sorted[Math.min(done - 1, Math.floor(q * done))] ?? 0) * 100) / 100;
  return {
    offeredRate: opts.rate,
    achievedRate: Math.round(done / elapsed),
    requests: done,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: at(1),
    queued,
    errors: errors + (total - done),
    bad,
  };
}
