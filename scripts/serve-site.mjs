// Serves a folder of static files on 127.0.0.1 with Node.js alone (no package): the web page's
// folder for scripts/web and the browser tests. Usage: node scripts/serve-site.mjs DIR [PORT];
// port 0 takes a free port. It prints "http://127.0.0.1:PORT/" once listening, answers GET and
// HEAD for the files under DIR with their media type (application/wasm for the engine), 404
// for anything else, and never a file outside DIR.
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

const root = path.resolve(process.argv[2] || '.');
const port = Number.parseInt(process.argv[3] || '8000', 10);

const server = http.createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let name;
  try {
    name = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
  } catch (error) {
    response.writeHead(400).end();
    return;
  }
  if (name.endsWith('/')) {
    name += 'index.html';
  }
  const file = path.resolve(root, `.${name}`);
  if (file !== root && !file.startsWith(root + path.sep)) {
    response.writeHead(404).end();
    return;
  }
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) {
      throw new Error('not a file');
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'no-cache',
    });
    if (request.method === 'HEAD') {
      response.end();
    } else {
      createReadStream(file).pipe(response);
    }
  } catch (error) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
