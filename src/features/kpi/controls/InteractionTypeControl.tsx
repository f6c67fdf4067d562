import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
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
  const labelId = useId();
  // The four options side by side need more than a phone's width: there they stand one below the
  // other instead of wrapping one onto a second row.
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
    <Input.Wrapper
      label={t`Interaction type`}
      labelElement="div"
      labelProps={{ id: labelId }}
      w={phone ? '100%' : undefined}
    >
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as InteractionTypeName)}
        data={interactionTypeNames.map((name) => ({
          value: name,
          label: i18n._(interactionTypeLabels[name]),
        }))}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth
      />
    </Input.Wrapper>
  );
}
