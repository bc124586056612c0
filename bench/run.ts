// npm run bench: the speed figures of QUALITY.md for what is built, written to docs/benchmarks.md.
// Options: --only userinfo,login   --seconds N   PG_URL=postgres://... also runs getUserInfo on PostgreSQL.

import { machine, today, writeSection } from './lib/report.ts';
import { benchLoginPage } from './login-page.ts';
import { benchUserInfo, type UserInfoBench } from './user-info.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = arg('only')?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const seconds = Number(arg('seconds') ?? 10);
const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;
const verdict = (ok: boolean) => (ok ? 'meets the bar' : '**misses the bar**');

if (wanted('userinfo')) {
  const runs: UserInfoBench[] = [await benchUserInfo({ connections: 50, seconds })];
  try {
    runs.push(await benchUserInfo({ databaseUrl: pgUrl, connections: 50, seconds }));
  } catch (err) {
    console.warn(`PostgreSQL run skipped: ${(err as Error).message}`);
  }
  const rows = runs.map(
    (r) =>
      `| ${r.database} | ${r.floor.requestsPerSec.toLocaleString('en')} | ${r.portal.requestsPerSec.toLocaleString('en')} | ${(r.ratio * 100).toFixed(0)}% | ${r.portal.p50} ms | ${r.portal.p99} ms | ${r.floor.p99} ms | ${r.portal.errors + r.portal.non2xx} | ${verdict(r.ratio >= 0.4 && r.portal.p99 <= 20)} |`,
  );
  writeSection(
    'userinfo',
    `## An authenticated call: getUserInfo.do

Bar (QUALITY.md): throughput >= 40% of a bare Fastify route returning the same bytes, p99 <= 20 ms, 50 connections.

Measured ${today()} on ${machine()}, with \`${command}\`. Each server is its own process; autocannon
(50 connections, ${seconds} s a round) runs in the bench process on the same machine, alternating floor and
portal twice after a warm-up round; throughput is the mean of the two rounds, latency the worse round.
The reply is ${runs[0]?.bytes.toLocaleString('en')} bytes (the demo main account's user info with its menu).

| database | floor req/s | portal req/s | ratio | portal p50 | portal p99 | floor p99 | errors | verdict |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
  console.table(
    runs.map((r) => ({
      db: r.database,
      floor: r.floor.requestsPerSec,
      portal: r.portal.requestsPerSec,
      ratio: r.ratio.toFixed(2),
      p99: r.portal.p99,
    })),
  );
}

if (wanted('login')) {
  const r = await benchLoginPage({ lighthouseRuns: 3 });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sorted = [...r.lighthouse].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  writeSection(
    'login',
    `## Portal first load: /login

Bars (QUALITY.md): initial JavaScript <= 200 KB gzip; Lighthouse mobile performance >= 90.

Measured ${today()} on ${machine()}, with \`${command}\`, against the production build served by the
portal server (pre-compressed assets). JavaScript is what Chromium downloaded for /login, counted as
compressed bytes on the wire (gzip). Lighthouse ${'12.8'} with its default mobile settings (simulated
slow 4G, 4x CPU slowdown) in Debian's Chromium, ${r.lighthouse.length} runs.

| what | figure | verdict |
|---|---|---|
| JavaScript for /login (gzip) | ${kb(r.jsGzipBytes)} in ${r.scripts.length} files | ${verdict(r.jsGzipBytes <= 200 * 1024)} |
| Lighthouse mobile performance | median ${median} (runs: ${r.lighthouse.join(', ')}) | ${verdict(median >= 90)} |

Files: ${r.scripts.map((s) => `\`${s.url.split('/').pop()}\` ${kb(s.encodedBytes)}`).join(', ')}.`,
  );
  console.log(`login JS ${kb(r.jsGzipBytes)}, lighthouse ${r.lighthouse.join(', ')}`);
}
