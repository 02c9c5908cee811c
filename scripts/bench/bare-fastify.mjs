// The yardstick of the throughput section: a bare Fastify 5 route returning a small JSON, in its
// own process like our server. Prints its URL once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok', db: 'none', idioms: 0 }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
