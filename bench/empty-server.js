'use strict';
/** The yardstick: a Fastify server with one empty JSON route, measured in the same run as ours. */
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/empty', async () => ({}));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
