import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LightTable, LightTd, LightTh, LightTr } from './LightTable';

/** The markup without Mantine's injected <style>; style attributes compared as sets of declarations. */
function markup(container: HTMLElement): string {
  for (const element of container.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute(
      'style',
      [...element.style]
        .map((name) => `${name}: ${element.style.getPropertyValue(name)}`)
        .sort()
        .join('; '),
    );
  }
  return container.innerHTML.replace(/<style[\s\S]*?<\/style>/g, '');
}

describe('LightTable', () => {
  test("renders Mantine's Table markup", () => {
    const real = render(
      <MantineProvider theme={theme}>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table aria-label="KPIs" striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>KPI</Table.Th>
                <Table.Th ta="right" bg="var(--mantine-color-indigo-light)" aria-current="true">
                  All
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" fw={500}>
                  Revenue
                </Table.Th>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  1
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </MantineProvider>,
    );
    const light = render(
      <MantineProvider theme={theme}>
        <LightTable
          label="KPIs"
          minWidth={560}
          head={
            <LightTr>
              <LightTh>KPI</LightTh>
              <LightTh
                style={{ textAlign: 'right', background: 'var(--mantine-color-indigo-light)' }}
                aria-current="true"
              >
                All
              </LightTh>
            </LightTr>
          }
        >
          <LightTr>
            <LightTh scope="row" style={{ fontWeight: 500 }}>
              Revenue
            </LightTh>
            <LightTd style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>1</LightTd>
          </LightTr>
        </LightTable>
      </MantineProvider>,
    );
    expect(markup(light.container)).toBe(markup(real.container));
    expect(screen.getAllByRole('table', { name: 'KPIs' })).toHaveLength(2);
  });
});
