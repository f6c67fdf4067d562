import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { interactionTypeLabels, interactionTypeNames, type InteractionTypeName } from '../model/kpi-types';

/** Spec §3 interaction types: which shopper interaction the KPIs count. */
export function InteractionTypeControl({
  value,
  onChange,
}: {
  value: InteractionTypeName;
  onChange: (value: InteractionTypeName) => void;
}) {
  const { t, i18n } = useLingui();
  const label = t`Interaction type`;
  return (
    <Input.Wrapper label={label} labelElement="div">
      <SegmentedControl
        aria-label={label}
        value={value}
        onChange={onChange}
        data={interactionTypeNames.map((name) => ({
          value: name,
          label: i18n._(interactionTypeLabels[name]),
        }))}
        fullWidth
      />
    </Input.Wrapper>
  );
}
