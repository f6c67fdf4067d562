import { ComboboxChevron, InputBase } from '@mantine/core';
import type { FocusEvent, KeyboardEvent } from 'react';

export type ScopePart = 'customerId' | 'storefrontId' | 'languageCode';

export function languageName(code: string, uiLocale: string): string {
  try {
    const name = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

interface ScopeFieldProps {
  label: string;
  value: string;
  width: number;
  /** The user reached for it: `open` when they clicked it or pressed a key that opens a select. */
  onIntent: (open: boolean) => void;
  onWarm: () => void;
}

const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Stands in for one of the header's scope selects until their code has loaded: the same Mantine
 * input as a Select (same classes, size, chevron, role and name), read-only. Pointing at it starts
 * the download; clicking it, focusing it or pressing a key swaps in the real selects, which take
 * the focus and open where the user asked (scope-selects.tsx).
 */
export function ScopeField({ label, value, width, onIntent, onWarm }: ScopeFieldProps) {
  return (
    <InputBase
      readOnly
      pointer
      size="sm"
      w={width}
      value={value}
      aria-label={label}
      placeholder={label}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      onPointerEnter={onWarm}
      onPointerDown={() => onIntent(true)}
      onFocus={(_event: FocusEvent<HTMLInputElement>) => onIntent(false)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        onIntent(true);
      }}
    />
  );
}
