import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import type { Intent } from '@/components/lazy/use-lazy-intent';

interface SplitSelectProps {
  available: string[];
  value: string[];
  onChange: (value: string[]) => void;
  intent: Intent;
}

/** The A/B splits' MultiSelect, loaded on first use (SplitControl.tsx). */
export function SplitSelect({ available, value, onChange, intent }: SplitSelectProps) {
  const { t } = useLingui();
  return (
    <MultiSelect
      label={t`A/B splits`}
      placeholder={value.length === 0 ? t`All sessions` : undefined}
      data={available}
      value={value}
      onChange={onChange}
      clearable
      w={240}
      comboboxProps={{ withinPortal: true }}
      autoFocus={intent.focus || intent.open}
      defaultDropdownOpened={intent.open}
    />
  );
}
