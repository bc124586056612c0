// The floor for the postcode lookup benchmark: a bare Fastify route that parses the same request
// body and returns the portal's reply bytes for that postcode from a map, in a process of its own.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, repliesFile] = process.argv.slice(2);
const replies = new Map(Object.entries(JSON.parse(readFileSync(repliesFile, 'utf8'))).map(([k, v]) => [k, Buffer.from(v)]));
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/api/getAddressesByCode.do', (request, reply) => {
  const postcode = request.body?.parameter?.[0]?.postcode;
  reply.header('content-type', 'application/json; charset=utf-8').send(replies.get(postcode));
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
