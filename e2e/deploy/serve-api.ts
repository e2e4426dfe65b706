/**
 * One loopback backend for the deploy tests, in a process of its own (each has its own data, as two real
 * backends would): `node e2e/deploy/serve-api.ts <port> <allowed origin>...`. The mock backend's handlers
 * behind node:http (tools/bench/api-server.ts); it runs until it is sent SIGTERM.
 */
import { loadApiServer } from '../../tools/bench/bench-servers.ts';

const [port, ...origins] = process.argv.slice(2);
if (!port || !origins.length)
  throw new Error('usage: node e2e/deploy/serve-api.ts <port> <allowed origin>...');
const api = await loadApiServer();
await api.startApiServer({ port: Number(port), allowedOrigin: origins });
console.log(`loopback backend on http://127.0.0.1:${port} for ${origins.join(', ')}`);
