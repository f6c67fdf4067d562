import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { Intent } from '@/components/lazy/use-lazy-intent';
import { matchTypeLabels, matchTypeNames, type MatchTypeName } from '../model/kpi-types';

/** The explore view's match type as Mantine's Select, loaded on first use (MatchControls.tsx). */
export function MatchTypeSelect({
  value,
  onChange,
  intent,
}: {
  value: MatchTypeName;
  onChange: (type: MatchTypeName) => void;
  intent: Intent;
}) {
  const { t, i18n } = useLingui();
  return (
    <Select
      label={t`Match type`}
      data={matchTypeNames.map((name) => ({ value: name, label: i18n._(matchTypeLabels[name]) }))}
      value={value}
      onChange={(next) => next && onChange(next as MatchTypeName)}
      allowDeselect={false}
      w={170}
      autoFocus={intent.focus || intent.open}
      defaultDropdownOpened={intent.open}
    />
  );
}
