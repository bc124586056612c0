import { readFileSync } from 'node:fs';
import pg from 'pg';
import { load } from '../lib/load.ts';
import { demoToken, jsonPoster, startBenchServer } from '../lib/server.ts';

const server = await startBenchServer({ entry: 'user-info-server.ts', databaseUrl: process.env.PG, name: 'ui' });
const cpu = () => {
  const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const admin = new pg.Client({ connectionString: process.env.PG });
await admin.connect();
try {
  const token = await demoToken(server.url);
  await jsonPoster(server.url)<any>('/bench/capture', { token });
  for (const [name, url, h] of [
    ['floor', '/bench/floor', {}],
    ['cold', '/api/getUserInfo.do', { authtoken: token, 'x-bench-cold': '1' }],
  ] as const) {
    const c0 = cpu();
    const waits: Record<string, number> = {};
    const sampler = setInterval(async () => {
      const r = await admin.query(
        `select coalesce(wait_event_type||':'||wait_event, state) w, count(*)::int n from pg_stat_activity where datname like 'portal_bench_user_info%' group by 1`,
      );
      for (const x of r.rows) waits[x.w] = (waits[x.w] ?? 0) + x.n;
    }, 200);
    const r = await load({ url: `${server.url}${url}`, connections: 50, seconds: 5, headers: h as Record<string, string> });
    clearInterval(sampler);
    console.log(name, r.requestsPerSec, 'p99', r.p99, 'cpu ms/req', ((cpu() - c0) / r.requests).toFixed(2), JSON.stringify(waits));
  }
} finally {
  await admin.end();
  await server.stop();
}
