// The floor for the getUserInfo benchmark: a bare Fastify route returning the same bytes,
// in a process of its own like the portal server.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/api/getUserInfo.do', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
