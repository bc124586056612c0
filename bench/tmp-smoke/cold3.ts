import { readFileSync } from 'node:fs';
import { demoToken, jsonPoster, startBenchServer } from '../lib/server.ts';

const server = await startBenchServer({ entry: 'user-info-server.ts', databaseUrl: process.env.PG, name: 'ui' });
const cpu = () => {
  const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
try {
  const token = await demoToken(server.url);
  await jsonPoster(server.url)<any>('/bench/capture', { token });
  for (const [name, url, h] of [
    ['floor', '/bench/floor', {}],
    ['cold', '/api/getUserInfo.do', { authtoken: token, 'x-bench-cold': '1' }],
    ['warm', '/api/getUserInfo.do', { authtoken: token }],
  ] as const) {
    for (let r = 0; r < 2; r++) {
      const c0 = cpu();
      const t0 = performance.now();
      for (let i = 0; i < 100; i++)
        await fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: '{}' });
      console.log(name, 'cpu ms/req', ((cpu() - c0) / 100).toFixed(2), 'wall ms/req', ((performance.now() - t0) / 100).toFixed(2));
    }
  }
} finally {
  await server.stop();
}
