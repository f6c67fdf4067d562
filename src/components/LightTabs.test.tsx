import { MantineProvider, Tabs } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LightTabs } from './LightTabs';

/** The markup without Mantine's injected <style> and with the generated ids named alike. */
function markup(container: HTMLElement): string {
  const id = container.querySelector('[role="tablist"]')?.parentElement?.id ?? '';
  return container.innerHTML.replace(/<style[\s\S]*?<\/style>/g, '').replaceAll(id, 'ID');
}

const tabs = [
  { value: 'global', label: 'Global' },
  { value: 'query', label: 'Per query' },
  { value: 'navigation', label: 'Per navigation page' },
] as const;
type View = (typeof tabs)[number]['value'];

describe('LightTabs', () => {
  test.each(['global', 'navigation'] as const)("renders Mantine's Tabs markup (%s selected)", (value) => {
    const real = render(
      <MantineProvider theme={theme}>
        <Tabs value={value} onChange={() => undefined} keepMounted={false}>
          <Tabs.List mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {`Panel ${tab.value}`}
            </Tabs.Panel>
          ))}
        </Tabs>
      </MantineProvider>,
    );
    const light = render(
      <MantineProvider theme={theme}>
        <LightTabs tabs={tabs} value={value} onChange={() => undefined}>
          {`Panel ${value}`}
        </LightTabs>
      </MantineProvider>,
    );
    expect(markup(light.container)).toBe(markup(real.container));
  });

  test('a click or the arrow, Home and End keys select a tab and show its panel', async () => {
    function Harness() {
      const [value, setValue] = useState<View>('global');
      return (
        <LightTabs tabs={tabs} value={value} onChange={setValue}>
          {`Panel ${value}`}
        </LightTabs>
      );
    }
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme}>
        <Harness />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Per query' }));
    expect(screen.getByRole('tab', { name: 'Per query' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Per query' })).toHaveTextContent('Panel query');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Per navigation page' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Per navigation page' })).toHaveTextContent(
      'Panel navigation',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Global' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Per navigation page' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Per navigation page' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Per navigation page' })).not.toHaveFocus();
  });
});
