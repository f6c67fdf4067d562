import { connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { mockServer } from '@mocks/node';
import { spkiHashOf } from '../scripts/mock-server-tls.mjs';
import { parseServerArgs, startMockApiServer, tokenFor, type MockApiServer } from './server';

const auth = `Bearer ${tokenFor('merchandiser@demo.test')}`;
const scopeQuery = 'customerId=acme&storefrontId=acme-de&languageCode=de';

// tests/setup.ts intercepts this process's requests; these tests need the real network.
beforeAll(() => mockServer.close());
afterAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));

let server: MockApiServer | null = null;
let session: ClientHttp2Session | null = null;
afterEach(async () => {
  session?.destroy();
  await server?.close();
  server = session = null;
});

/** One HTTP/2 call over the shared session: status and headers, or the stream's error. */
function h2Call(path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const stream = session!.request({ ':path': path, authorization: auth, ...headers });
      let text = '';
      let answer: Record<string, unknown> = {};
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, text }));
      stream.on('error', reject);
      stream.on('close', () => reject(new Error(`stream reset (code ${stream.rstCode})`)));
      stream.end(body);
    },
  );
}

describe('mock API over HTTPS (--tls)', () => {
  test('speaks HTTP/2 (ALPN h2) with a self-signed certificate for localhost, and exposes the rate-limit headers to the portal', async () => {
    server = await startMockApiServer({ port: 0, tls: true });
    expect(server.url).toMatch(/^https:\/\/localhost:\d+\/api$/);
    expect(server.spkiHash).toBe(spkiHashOf(server.certificate!));
    session = connect(`https://localhost:${server.port}`, { ca: server.certificate! });
    const answer = await h2Call(`/api/ScopeInfo/ScopeInfos`, { origin: 'http://localhost:5173' });
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('AllowedScopes');
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(answer.headers['access-control-expose-headers'])).toContain('RateLimit-Policy');
    expect(String(answer.headers['access-control-expose-headers'])).toContain('Retry-After');
  });

  test('a dropped connection (faults) resets only that call; the others on the same connection carry on', async () => {
    server = await startMockApiServer({ port: 0, tls: true, scenarios: ['faults:drop=100'] });
    session = connect(`https://localhost:${server.port}`, { ca: server.certificate! });
    const write = h2Call(
      `/api/EngineSettings/Redirect?${scopeQuery}`,
      { ':method': 'PUT', 'content-type': 'application/json' },
      JSON.stringify({ EditedRedirect: { Name: 'x', Rules: ['x'], Target: '/x', Enabled: true } }),
    );
    await expect(write).rejects.toThrow('NGHTTP2_INTERNAL_ERROR');
    const read = await h2Call(`/api/EngineSettings/Redirect?${scopeQuery}`, {});
    expect(read.status).toBe(200);
  });

  test('still serves HTTP/1.1 clients on the same port', async () => {
    server = await startMockApiServer({ port: 0, tls: true });
    const status = await new Promise<number>((resolve, reject) => {
      const call = httpsRequest(
        `${server!.url}/ScopeInfo/ScopeInfos`,
        { ca: server!.certificate!, headers: { authorization: auth } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(status).toBe(200);
  });

  test('--tls and MOCK_API_TLS turn it on; key and certificate files come in pairs', () => {
    expect(parseServerArgs([], {}).tls).toBe(false);
    expect(parseServerArgs(['--tls'], {}).tls).toBe(true);
    expect(parseServerArgs([], { MOCK_API_TLS: '1' }).tls).toBe(true);
    expect(parseServerArgs([], { MOCK_API_TLS_KEY: 'k.pem', MOCK_API_TLS_CERT: 'c.pem' }).tls).toEqual({
      keyFile: 'k.pem',
      certFile: 'c.pem',
    });
    expect(() => parseServerArgs([], { MOCK_API_TLS_KEY: 'k.pem' })).toThrow('MOCK_API_TLS_CERT');
  });
});
