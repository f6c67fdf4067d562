import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError, RateLimitedError } from '@/api/errors';
import { activateLocale } from '@/i18n/i18n';
import { createQueryClient } from './query-client';

function renderNotifications() {
  return render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

async function failInPlace(error: Error) {
  const client = createQueryClient();
  await client
    .fetchQuery({
      queryKey: ['in-place', error.message],
      queryFn: () => Promise.reject(error),
      retry: false,
      meta: { shownInPlace: true },
    })
    .catch(() => undefined);
}

describe('failed reads shown in place', () => {
  it('still tell "too many requests" in a notification, which concerns every screen', async () => {
    await activateLocale('en');
    renderNotifications();
    await failInPlace(new RateLimitedError('Too Many Requests 429 /api/x', 429, '/api/x'));
    expect(
      await screen.findByText("You're sending too many requests, please try again in a while."),
    ).toBeInTheDocument();
  });

  it('tell other failures only in place', async () => {
    await activateLocale('en');
    renderNotifications();
    await failInPlace(new HttpError('Bad Gateway 502 /api/y', 502, '/api/y'));
    await waitFor(() => expect(screen.queryByText('Failed to fetch data')).not.toBeInTheDocument());
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});
