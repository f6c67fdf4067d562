import { Checkbox, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LightCheckbox } from './LightCheckbox';

function markup(container: HTMLElement): string {
  const id = container.querySelector('input')?.id ?? '';
  return container.innerHTML.replace(/<style[\s\S]*?<\/style>/g, '').replaceAll(id, 'ID');
}

describe('LightCheckbox', () => {
  test.each([
    { checked: false },
    { checked: true },
    { checked: false, indeterminate: true },
    { checked: false, disabled: true },
  ])("renders Mantine's Checkbox markup (%o)", (props) => {
    const real = render(
      <MantineProvider theme={theme}>
        <Checkbox label="Select all shown" onChange={() => undefined} {...props} />
      </MantineProvider>,
    );
    const light = render(
      <MantineProvider theme={theme}>
        <LightCheckbox label="Select all shown" onChange={() => undefined} {...props} />
      </MantineProvider>,
    );
    expect(markup(light.container)).toBe(markup(real.container));
  });

  test('is a labelled checkbox, mixed when indeterminate, that a click or Space toggles', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <LightCheckbox
          label="Select all shown"
          checked={on}
          indeterminate={!on}
          onChange={(event) => setOn(event.currentTarget.checked)}
        />
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Select all shown' });
    expect(box).toBePartiallyChecked();
    await user.click(screen.getByText('Select all shown'));
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
