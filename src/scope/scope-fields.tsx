import type { KeyboardEvent } from 'react';
import { LightSelect } from '@/components/lazy/LightSelect';

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
 * Stands in for one of the header's scope selects until their code has loaded (LightSelect).
 * Pointing at it starts the download; clicking it, focusing it or pressing a key swaps in the real
 * selects, which take the focus and open where the user asked (scope-selects.tsx).
 */
export function ScopeField({ label, value, width, onIntent, onWarm }: ScopeFieldProps) {
  return (
    <LightSelect
      w={width}
      value={value}
      aria-label={label}
      placeholder={label}
      onPointerEnter={onWarm}
      onPointerDown={() => onIntent(true)}
      onFocus={() => onIntent(false)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        onIntent(true);
      }}
    />
  );
}
