import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';

interface SplitControlProps {
  available: string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** A/B splits to restrict the KPIs to; the scope's splits come from ScopeInfo/GetAvailableSplits. */
export function SplitControl({ available, value, onChange }: SplitControlProps) {
  const { t } = useLingui();
  if (available.length === 0) return null;
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
    />
  );
}
