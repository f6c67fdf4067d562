import { ComboboxChevron, InputBase, type InputBaseProps, type MantineSize } from '@mantine/core';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

interface LightSelectProps extends Omit<InputBaseProps, 'size' | 'rightSection' | 'pointer'> {
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The selected option's label; the placeholder shows when empty. */
  value: string;
  placeholder?: string;
  size?: MantineSize | (string & {});
  onPointerEnter: (event: PointerEvent<HTMLInputElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A closed Mantine Select, drawn without Select's code (Combobox, Popover, floating-ui): the same
 * InputBase, classes, size, chevron, role and name, read-only. It stands in until the real Select
 * loads on first use (use-lazy-intent.ts), so nothing moves when that replaces it.
 */
export function LightSelect({ value, size = 'sm', ...props }: LightSelectProps) {
  return (
    <InputBase
      readOnly
      pointer
      size={size}
      value={value}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron size={size} />}
      rightSectionPointerEvents="none"
      {...props}
    />
  );
}
