// The reference every Velvet route is compared with: a bare Fastify hello-world, in a process
// of its own like Velvet's, on the same machine in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
