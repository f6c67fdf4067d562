import { MantineProvider, Switch } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LightSwitch } from './LightSwitch';

/** The markup without Mantine's injected <style> and with the generated ids named alike. */
function markup(container: HTMLElement): string {
  const id = container.querySelector('input')?.id ?? '';
  return container.innerHTML.replace(/<style[\s\S]*?<\/style>/g, '').replaceAll(id, 'ID');
}

describe('LightSwitch', () => {
  test.each([
    { checked: false, description: 'A fixed rule keeps its feature sets.' },
    { checked: true, description: 'A fixed rule keeps its feature sets.' },
    { checked: false, description: undefined },
    { checked: true, description: undefined, disabled: true },
  ])(
    "renders Mantine's Switch markup (checked: $checked, description: $description, disabled: $disabled)",
    (props) => {
      const onChange = () => undefined;
      const real = render(
        <MantineProvider theme={theme}>
          <Switch label="Fixed rule" onChange={onChange} {...props} />
        </MantineProvider>,
      );
      const light = render(
        <MantineProvider theme={theme}>
          <LightSwitch label="Fixed rule" onChange={onChange} {...props} />
        </MantineProvider>,
      );
      expect(markup(light.container)).toBe(markup(real.container));
    },
  );

  test('is a labelled, described switch that the keyboard and the pointer toggle', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <LightSwitch
          label="Fixed rule"
          description="Keeps its feature sets."
          checked={on}
          onChange={(event) => setOn(event.currentTarget.checked)}
        />
      );
    }
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme}>
        <Harness />
      </MantineProvider>,
    );
    const control = screen.getByRole('switch', { name: /^Fixed rule/ });
    expect(control).toHaveAccessibleDescription('Keeps its feature sets.');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Fixed rule'));
    expect(control).toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
  });
});
