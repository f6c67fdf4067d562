import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';

function renderNotifications() {
  return render(
    <MantineProvider>
      <Notifications limit={3} />
    </MantineProvider>,
  );
}

describe('notify on screen', () => {
  it('shows an identical notice once, however often it is raised', async () => {
    renderNotifications();
    const notice = { level: 'warning', title: 'Too many requests', content: 'Slow down.' } as const;
    act(() => {
      notify(notice);
      notify(notice);
      notify({ ...notice, content: 'Something else.' });
    });
    expect(await screen.findAllByText('Slow down.')).toHaveLength(1);
    expect(screen.getAllByText('Too many requests')).toHaveLength(2);
  });
});
