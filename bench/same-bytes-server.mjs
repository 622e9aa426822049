// bench/api's ceiling: a bare Fastify process that answers GET /same/<name> with a body read
// once at start from the JSON file given as argv[2] ({ name: { type, body } }), so each route
// bench/api loads can be compared with plain HTTP serving the very same bytes.
import fs from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const port = Number(process.argv[3]);
const app = Fastify({ logger: false });
for (const [name, { type, body }] of Object.entries(bodies)) {
  const bytes = Buffer.from(body, 'utf8');
  app.get(`/same/${name}`, (_request, reply) => reply.type(type).send(bytes));
}
app.get('/healthz', () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
