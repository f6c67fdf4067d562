import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccessDeniedError,
  DecodeError,
  HttpError,
  InternalServerError,
  NetworkError,
  RateLimitedError,
  UnauthorizedError,
} from '@/api/errors';
import { notifySettingsFailed } from '@/components/settings-notifications';
import { activateLocale } from '@/i18n/i18n';
import { notify, type PortalNotification } from './notify';
import { reportApiError } from './report-error';

vi.mock('./notify', async (original) => ({
  ...(await original<typeof import('./notify')>()),
  notify: vi.fn(() => 'id'),
}));

const url = 'http://localhost/api/EngineSettings/SynonymsForScope';
const body = {
  UserMessage: 'The engine database is not reachable right now.',
  Timestamp: '2026-11-25T05:00:00Z',
  DebugDetails: 'TimeoutException',
};
const shown = (): PortalNotification[] => vi.mocked(notify).mock.calls.map(([n]) => n);

beforeAll(() => activateLocale('en'));
beforeEach(() => vi.mocked(notify).mockClear());

describe('spec §8: read errors', () => {
  it('a 500 with a server body is the data error: user message and timestamp; debugging information folded away', () => {
    reportApiError(new InternalServerError(body, url));
    const [n] = shown();
    expect(n).toMatchObject({ level: 'warning', content: expect.stringContaining(body.UserMessage) });
    expect(n!.content).toContain(body.Timestamp);
    // Behind 'Technical details' (the body), not in the text a merchandiser reads first.
    expect(n!.content).not.toContain(body.DebugDetails);
    expect(n!.body).toBeTruthy();
  });

  it("a 500 without a readable body and a decoder error are data errors; the decoder's wording is technical", () => {
    reportApiError(new InternalServerError(null, url));
    reportApiError(new DecodeError('AllowedScopes: expected array', null, url));
    expect(shown().map((n) => n.content)).toEqual([
      'Failed to read error details returned from the server',
      'The answer of the server could not be read.',
    ]);
  });

  it("403, any other status (even with a body) and no answer are 'Failed to fetch data' with the status text", () => {
    reportApiError(new AccessDeniedError(`Forbidden 403 ${url}`, 403, url));
    reportApiError(new HttpError(`Not Found 404 ${url}`, 404, url, body));
    reportApiError(new NetworkError('fetch failed', null, url));
    expect(shown().map((n) => n.title)).toEqual([
      'Failed to fetch data',
      'Failed to fetch data',
      'Failed to fetch data',
    ]);
    // One identity for every such failure: the status line and the address are technical details.
    expect(new Set(shown().map((n) => n.content))).toEqual(
      new Set(['Encountered error when requesting data. Please try reloading the page.']),
    );
    expect(shown()[1]!.content).not.toContain(url);
    expect(shown()[1]!.content).not.toContain(body.UserMessage);
  });

  it('429 is the too-many-requests warning; 401 was handled by the fetch layer', () => {
    reportApiError(new RateLimitedError(`Too Many Requests 429 ${url}`, 429, url));
    reportApiError(new UnauthorizedError(`Unauthorized 401 ${url}`, 401, url));
    expect(shown()).toEqual([
      expect.objectContaining({
        level: 'warning',
        content: "You're sending too many requests, please try again in a while.",
      }),
    ]);
  });
});

describe('spec §8: save and delete errors', () => {
  it("a 429 on a save or delete is the too-many-requests warning, not 'Error saving …' with the status text", () => {
    notifySettingsFailed(
      'Error saving synonym',
      new RateLimitedError(`Too Many Requests 429 ${url}`, 429, url),
    );
    notifySettingsFailed(
      'Error deleting redirect',
      new RateLimitedError(`Too Many Requests 429 ${url}`, 429, url),
    );
    expect(shown()).toHaveLength(2);
    for (const n of shown()) {
      expect(n).toMatchObject({
        level: 'warning',
        content: "You're sending too many requests, please try again in a while.",
      });
      expect(n.title).not.toMatch(/Error/);
    }
  });

  it("other failures keep 'Error saving …' with the server's reason", () => {
    notifySettingsFailed(
      'Error saving synonym',
      new HttpError(`Conflict 409 ${url}`, 409, url, { ...body, UserMessage: 'Changed meanwhile' }),
    );
    expect(shown()).toEqual([
      expect.objectContaining({
        level: 'error',
        title: 'Error saving synonym',
        content: 'Changed meanwhile',
      }),
    ]);
  });
});
