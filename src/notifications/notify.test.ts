import { describe, expect, it } from 'vitest';
import { autoCloseFor, notificationId } from './notify';

describe('notifications (spec §3, §4, §9)', () => {
  it('take their identity from level, title and content', () => {
    const a = notificationId({
      level: 'warning',
      title: 'Session expired',
      content: 'You have been logged out.',
    });
    expect(
      notificationId({ level: 'warning', title: 'Session expired', content: 'You have been logged out.' }),
    ).toBe(a);
    expect(
      notificationId({ level: 'info', title: 'Session expired', content: 'You have been logged out.' }),
    ).not.toBe(a);
    expect(notificationId({ level: 'warning', title: 'Session expired', content: 'other' })).not.toBe(a);
    expect(
      notificationId({ level: 'warning', title: 'Session', content: 'expired You have been logged out.' }),
    ).not.toBe(a);
  });

  it('close info after 5 seconds and keep warnings and errors', () => {
    expect(autoCloseFor('info')).toBe(5000);
    expect(autoCloseFor('warning')).toBe(false);
    expect(autoCloseFor('error')).toBe(false);
  });
});
