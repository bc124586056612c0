// A bench server's memory as the kernel counts it (Linux /proc), for the benches that report it.
import { readFileSync, writeFileSync } from 'node:fs';

export const MB = 1024 * 1024;

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak since the last reset). */
export function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return m ? Number(m[1]) * 1024 : 0;
}

/**
 * The server process's peak resident memory while `work` runs: the kernel's high-water mark, reset
 * at the start (clear_refs 5), and samples of VmRSS every 50 ms taken from this process, so a busy
 * event loop in the server cannot hide a peak.
 */
export async function measured<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; ms: number; peakRssMb: number }> {
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = procStatus(pid, 'VmRSS');
  const sampler = setInterval(() => {
    peak = Math.max(peak, procStatus(pid, 'VmRSS'));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    if (hwmReset) peak = Math.max(peak, procStatus(pid, 'VmHWM'));
    return { result, ms, peakRssMb: peak / MB };
  } finally {
    clearInterval(sampler);
  }
}
