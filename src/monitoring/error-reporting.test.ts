import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { signInForTests } from '../../tests/auth';
import { installErrorReporting, isIgnoredError, redactTokens } from './error-reporting';

describe('error reporting (spec §7)', () => {
  it('ignores the two ResizeObserver loop warnings', () => {
    expect(isIgnoredError('ResizeObserver loop limit exceeded')).toBe(true);
    expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isIgnoredError('TypeError: x is undefined')).toBe(false);
  });

  it('never sends a token in a report', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    expect(redactTokens(`failed with Bearer ${jwt}`)).not.toContain(jwt);
    expect(redactTokens(`token ${jwt} leaked`)).not.toContain(jwt);
    expect(redactTokens('/auth/signin/redirect/complete?code=abc123&state=xyz')).not.toMatch(/abc123|xyz/);
  });

  it('reports uncaught errors and unhandled rejections to GuiMonitoring', async () => {
    signInForTests();
    const bodies: { path: string; body: unknown }[] = [];
    mockServer.use(
      http.post('*/GuiMonitoring/*', async ({ request }) => {
        bodies.push({ path: new URL(request.url).pathname, body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const target = new EventTarget() as unknown as Window;
    const uninstall = installErrorReporting(target);
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        message: 'Boom',
        error: new Error('Boom'),
        filename: '/assets/app.js',
        lineno: 3,
        colno: 7,
      }),
    );
    target.dispatchEvent(
      Object.assign(new Event('error'), { message: 'ResizeObserver loop limit exceeded', error: null }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Nope') }));
    uninstall();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([
      {
        path: '/api/GuiMonitoring/RegisterError',
        body: expect.objectContaining({ Message: 'Boom', Source: '/assets/app.js', LineNo: 3, ColNo: 7 }),
      },
      { path: '/api/GuiMonitoring/RegisterUnhandledRejection', body: { Reason: 'Nope' } },
    ]);
  });
});
