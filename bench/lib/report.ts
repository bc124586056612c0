import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

const file = new URL('../../docs/benchmarks.md', import.meta.url);

export const machine = (): string =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export const today = (): string => new Date().toISOString().slice(0, 10);

/** The load average over 1, 5 and 15 minutes, as the sections quote it: the machine is shared. */
export const loadAverages = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Replaces (or appends) the section between `<!-- bench:id -->` markers in docs/benchmarks.md. */
export function writeSection(id: string, markdown: string): void {
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  doc = a >= 0 && b > a ? doc.slice(0, a) + block + doc.slice(b + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, doc);
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The 50th, 95th and 99th percentiles and the maximum of latencies in ms, to 0.1 ms. */
export function percentiles(xs: readonly number[]): Percentiles {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => Math.round((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}
