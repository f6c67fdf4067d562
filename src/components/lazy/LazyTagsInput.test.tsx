import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyTagsInput } from './LazyTagsInput';

function Queries({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  const [search, setSearch] = useState('');
  return (
    <MantineProvider>
      <LazyTagsInput
        label="Queries"
        value={value}
        onChange={setValue}
        searchValue={search}
        onSearchChange={setSearch}
        clearable
        acceptValueOnBlur
      />
      <output data-testid="value">{value.join('|')}</output>
    </MantineProvider>
  );
}

const hiddenInput = (container: HTMLElement) => container.querySelector('input[type="hidden"]');

describe('LazyTagsInput', () => {
  it('shows and removes tags before the real TagsInput has loaded', async () => {
    const user = userEvent.setup();
    const { container } = render(<Queries initial={['rain jacket', 'boots']} />);
    expect(screen.getByText('rain jacket')).toBeInTheDocument();
    // The stand-in: no hidden form input of the real TagsInput yet.
    expect(hiddenInput(container)).toBeNull();
    const removeButtons = container.querySelectorAll('.mantine-Pill-remove');
    await user.click(removeButtons[0] as HTMLElement);
    expect(screen.getByTestId('value')).toHaveTextContent(/^boots$/);
    expect(hiddenInput(container)).toBeNull();
  });

  it('keeps what was typed and every Enter when the real TagsInput takes over on focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<Queries initial={[]} />);
    await user.type(screen.getByRole('combobox', { name: 'Queries' }), 'zz one{Enter}zz tw');
    await waitFor(() => expect(hiddenInput(container)).not.toBeNull());
    const field = screen.getByRole('combobox', { name: 'Queries' });
    expect(field).toHaveFocus();
    await user.keyboard('o{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('zz one|zz two');
    expect(field).toHaveValue('');
  });
});
