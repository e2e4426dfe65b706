import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves a production build the way a static host does: brotli/gzip for text, immutable caching for hashed
 * assets, `<path>.html` where the build prerendered that page, index.html for every other client-side route, and
 * a 404 for a missing asset.
 */
export function startStaticServer(options: { root: string; port: number }) {
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = normalize(join(options.root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(options.root) || !existsSync(file) || statSync(file).isDirectory()) {
      // A missing build file is a 404, as deploy/nginx.conf answers: HTML where a script should be would hide it.
      if (url.pathname.startsWith('/assets/')) {
        response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        response.end('Not found\n');
        return;
      }
      // A prerendered page (auth/login.html for /auth/login) first, as vite preview and most hosts do.
      // `/` has one too (landing.html: index.html is the app for every other path).
      const landing = join(options.root, 'landing.html');
      if (url.pathname === '/' && existsSync(landing)) file = landing;
      else file = existsSync(`${file}.html`) ? `${file}.html` : join(options.root, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/text|javascript|svg|json/.test(type) && /br|gzip/.test(accepts)) {
      let entry = compressed.get(file);
      if (!entry) {
        const raw = readFileSync(file);
        entry = { br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
        compressed.set(file, entry);
      }
      const useBrotli = accepts.includes('br');
      headers['Content-Encoding'] = useBrotli ? 'br' : 'gzip';
      response.writeHead(200, headers);
      response.end(useBrotli ? entry.br : entry.gzip);
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise<Server>((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(server)));
}
