import { Avatar, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LightAvatar } from './LightAvatar';

const markup = (container: HTMLElement) => container.innerHTML.replace(/<style[\s\S]*?<\/style>/g, '');

describe('LightAvatar', () => {
  test.each([null, 'https://www.gravatar.com/avatar/abc?s=60&d=retro'])(
    "renders Mantine's Avatar markup (src %s)",
    (src) => {
      const real = render(
        <MantineProvider theme={theme}>
          <Avatar src={src} size={30} radius="xl" alt="" color="indigo" data-testid="user-avatar">
            MM
          </Avatar>
        </MantineProvider>,
      );
      const light = render(
        <MantineProvider theme={theme}>
          <LightAvatar src={src} size={30} radius="xl" alt="" color="indigo" data-testid="user-avatar">
            MM
          </LightAvatar>
        </MantineProvider>,
      );
      expect(markup(light.container)).toBe(markup(real.container));
    },
  );

  test('shows the initials when the image cannot load', () => {
    render(
      <LightAvatar
        src="https://www.gravatar.com/avatar/abc"
        size={30}
        radius="xl"
        alt=""
        color="indigo"
        data-testid="user-avatar"
      >
        MM
      </LightAvatar>,
    );
    expect(screen.queryByText('MM')).not.toBeInTheDocument();
    const image = screen.getByTestId('user-avatar').querySelector('img');
    fireEvent.error(image!);
    expect(screen.getByText('MM')).toBeInTheDocument();
  });
});
