import pg from 'pg';
import { demoToken, jsonPoster, startBenchServer } from '../lib/server.ts';

const server = await startBenchServer({ entry: 'user-info-server.ts', databaseUrl: process.env.PG, name: 'ui' });
try {
  const token = await demoToken(server.url);
  const post = jsonPoster(server.url);
  const c = await post<any>('/bench/capture', { token });
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    await fetch(`${server.url}/bench/floor`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const floorMs = performance.now() - t;
    t = performance.now();
    await fetch(`${server.url}/api/getUserInfo.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authtoken: token, 'x-bench-cold': '1' },
      body: '{}',
    });
    console.log('floor', floorMs.toFixed(1), 'portal', (performance.now() - t).toFixed(1));
  }
  if (process.env.PG) {
    const client = new pg.Client({ connectionString: process.env.PG.replace(/\/test$/, `/portal_bench_user_info_${process.pid}`) });
    await client.connect();
    const caps = await post<any>('/bench/capture', { token });
    console.log((await client.query('select count(*) from functions')).rows, (await client.query('select count(*) from sessions')).rows);
  }
} finally {
  await server.stop();
}
