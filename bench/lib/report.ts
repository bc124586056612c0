import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const file = new URL('../../docs/benchmarks.md', import.meta.url);

export const machine = (): string =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export const today = (): string => new Date().toISOString().slice(0, 10);

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
