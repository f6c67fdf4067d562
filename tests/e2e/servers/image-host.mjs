// A second origin for product images, like the engine's image host: serves public/mock-images/
// on IMAGE_HOST_PORT. The e2e mock API points its product image URLs here (MOCK_IMAGE_BASE_URL),
// so live mode loads images from another origin through the CSP's img-src.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join, resolve } from 'node:path';

const port = Number(process.env.IMAGE_HOST_PORT ?? 5176);
const dir = resolve(import.meta.dirname, '../../../public/mock-images');

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://image-host.invalid').pathname;
  const name = basename(path);
  if (path === '/health') return res.writeHead(200).end('ok');
  if (!path.startsWith('/mock-images/') || !/^[\w-]+\.svg$/.test(name)) return res.writeHead(404).end();
  try {
    const body = await readFile(join(dir, name));
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(port, 'localhost', () =>
  console.log(`[image-host] ${dir} on http://localhost:${port}/mock-images/`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
