import { beforeEach, describe, expect, test } from 'vitest';
import {
  registerError,
  registerPageLoad,
  registerUnhandledRejection,
} from '@/api/generated/endpoints/monitoring/monitoring';
import { registerAuthBridge } from '@/api/auth-bridge';
import { UnauthorizedError } from '@/api/errors';
import { signInForTests } from '../../tests/auth';
import { resetMockState } from '.';
import { receivedMonitoringReports } from './monitoring';

beforeEach(() => {
  signInForTests('analyst@demo.test');
});

describe('monitoring reports', () => {
  test('page loads, errors and unhandled rejections are accepted and kept in order', async () => {
    await expect(registerPageLoad({ Path: '/search/overview', DurationMs: 1243.6 })).resolves.toBeUndefined();
    await registerError({
      Message: 'TypeError: x is undefined',
      Source: 'https://portal.example/app.js',
      LineNo: 1,
      ColNo: 42,
    });
    await registerUnhandledRejection({ Reason: 'Error: Failed to fetch' });
    expect(receivedMonitoringReports()).toEqual([
      { kind: 'pageLoad', user: 'analyst@demo.test', body: { Path: '/search/overview', DurationMs: 1243.6 } },
      {
        kind: 'error',
        user: 'analyst@demo.test',
        body: {
          Message: 'TypeError: x is undefined',
          Source: 'https://portal.example/app.js',
          LineNo: 1,
          ColNo: 42,
        },
      },
      { kind: 'unhandledRejection', user: 'analyst@demo.test', body: { Reason: 'Error: Failed to fetch' } },
    ]);
  });

  test('without a token the reports are refused with 401 and not kept', async () => {
    registerAuthBridge(null);
    await expect(registerPageLoad({ Path: '/', DurationMs: 10 })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(registerError({ Message: 'boom' })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(registerUnhandledRejection({ Reason: 'nope' })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(receivedMonitoringReports()).toEqual([]);
  });

  test('resetMockState forgets the received reports', async () => {
    await registerPageLoad({ Path: '/search/explore', DurationMs: 800 });
    expect(receivedMonitoringReports()).toHaveLength(1);
    resetMockState();
    expect(receivedMonitoringReports()).toEqual([]);
  });
});
