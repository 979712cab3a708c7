// The baseline of the server benchmark: a bare Fastify app with one JSON route, nothing else
// (no database, no hooks, no logging). Started by bench/server.ts in its own process.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  process.stderr.write('bare-server: PORT must be set\n');
  process.exit(1);
}

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port, host: '127.0.0.1' });
