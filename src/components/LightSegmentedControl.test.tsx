import { MantineProvider, SegmentedControl } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LightSegmentedControl } from './LightSegmentedControl';

const data = [
  { value: 'all', label: 'All' },
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
] as const;
type Show = (typeof data)[number]['value'];

/**
 * The markup without Mantine's injected <style>, with the generated names alike, and without what
 * only Mantine's code adds after mounting: the floating indicator and the root's data-initialized
 * (before them the stylesheet draws the chosen option itself, as the light control always does).
 */
function markup(container: HTMLElement): string {
  const name = container.querySelector('input')?.name ?? '';
  return container.innerHTML
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<span[^>]*mantine-FloatingIndicator-root[^>]*><\/span>/, '')
    .replace(' data-initialized="true"', '')
    .replaceAll(name, 'NAME');
}

describe('LightSegmentedControl', () => {
  test.each([
    { value: 'all' as Show, fullWidth: false, size: undefined },
    { value: 'disabled' as Show, fullWidth: true, size: undefined },
    { value: 'enabled' as Show, fullWidth: false, size: 'xs' as const },
  ])("renders Mantine's SegmentedControl markup (%o)", ({ value, fullWidth, size }) => {
    const real = render(
      <MantineProvider theme={theme}>
        <SegmentedControl
          aria-label="Show"
          value={value}
          onChange={() => undefined}
          data={[...data]}
          display={fullWidth ? 'flex' : undefined}
          size={size}
        />
      </MantineProvider>,
    );
    const light = render(
      <MantineProvider theme={theme}>
        <LightSegmentedControl
          label="Show"
          value={value}
          onChange={() => undefined}
          data={data}
          fullWidth={fullWidth}
          size={size}
        />
      </MantineProvider>,
    );
    expect(markup(light.container)).toBe(markup(real.container));
  });

  test('is a labelled radio group: a click or the arrow keys choose an option', async () => {
    function Harness() {
      const [show, setShow] = useState<Show>('all');
      return <LightSegmentedControl label="Show" value={show} onChange={setShow} data={data} />;
    }
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Show' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(screen.getByText('Disabled'));
    expect(screen.getByRole('radio', { name: 'Disabled' })).toBeChecked();
    expect(screen.getByText('Disabled').closest('label')).toHaveAttribute('data-active', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
  });
});
