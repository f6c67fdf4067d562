import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import type { LiveJob } from './store';
import { askForNotificationsOnce, notifySystemWhenAway } from './system-notification';

const shown: { title: string; body?: string }[] = [];
function installNotification(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return requestPermission;
}

const job = (counts: Partial<LiveJob['counts']> = {}) =>
  ({
    def: { id: 'j1', title: 'Import redirects.csv' },
    counts: { applied: 4950, unchanged: 0, conflict: 0, failed: 0, 'not-attempted': 0, ...counts },
  }) as LiveJob;

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
}

beforeAll(() => activateLocale('de'));
afterEach(() => {
  vi.unstubAllGlobals();
  shown.length = 0;
  window.localStorage.clear();
  hideTab(false);
});

describe('system notification when a job is done', () => {
  it('asks for permission once, from the start of a long job, never for a short one', () => {
    const ask = installNotification('default');
    askForNotificationsOnce(20);
    expect(ask).not.toHaveBeenCalled();
    askForNotificationsOnce(5000);
    askForNotificationsOnce(5000);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('notifies in German when the tab is hidden, with the localised counts', () => {
    installNotification('granted');
    hideTab(true);
    expect(notifySystemWhenAway(job({ conflict: 1200, failed: 3 }), window.location.pathname)).toBe(true);
    expect(shown).toEqual([{ title: 'Import redirects.csv', body: expect.stringContaining('4.950') }]);
    expect(shown[0]?.body).toContain('1.200');
  });

  it('notifies when the merchandiser moved to another screen', () => {
    installNotification('granted');
    expect(notifySystemWhenAway(job(), '/merchandising/redirects-elsewhere')).toBe(true);
  });

  it('stays quiet while the merchandiser watches the job, and when notifications are denied or unsupported', () => {
    installNotification('granted');
    expect(notifySystemWhenAway(job(), window.location.pathname)).toBe(false);
    installNotification('denied');
    hideTab(true);
    expect(notifySystemWhenAway(job(), window.location.pathname)).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('Notification', undefined);
    // jsdom without the API: `'Notification' in window` may still hold with an undefined value.
    expect(() => notifySystemWhenAway(job(), '/elsewhere')).not.toThrow();
    expect(shown).toEqual([]);
  });
});
