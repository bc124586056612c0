import { demoToken, jsonPoster, startBenchServer } from '../lib/server.ts';

const server = await startBenchServer({ entry: 'user-info-server.ts', databaseUrl: process.env.PG, name: 'ui' });
try {
  const token = await demoToken(server.url);
  const c = await jsonPoster(server.url)<any>('/bench/capture', { token });
  c.statements.forEach((s: string, i: number) => console.log(c.eachMs[i], c.eachRows[i], s.slice(0, 90)));
} finally {
  await server.stop();
}
