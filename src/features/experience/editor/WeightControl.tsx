import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Slider } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { clampWeight, WEIGHT_MAX, WEIGHT_MIN, WEIGHT_STEP } from '../rule-model';

const marks = [0, 1, 5, 10].map((value) => ({ value, label: String(value) }));

/** A feature set's weight as a slider and a number that follow each other. */
export function WeightControl({
  index,
  value,
  onChange,
}: {
  index: number;
  value: number;
  onChange: (weight: number) => void;
}) {
  const { t, i18n } = useLingui();
  // German users type 7,5: the number field follows the interface language's decimal separator.
  const decimalSeparator = new Intl.NumberFormat(i18n.locale).format(1.5).charAt(1);
  // While the number is being typed ('0.' or empty) it may not be a weight yet; the slider keeps the last one.
  const [draft, setDraft] = useState<string | number | null>(null);
  return (
    <Group gap="md" align="flex-end" wrap="nowrap">
      <Slider
        style={{ flex: 1 }}
        mb="lg"
        min={WEIGHT_MIN}
        max={WEIGHT_MAX}
        step={WEIGHT_STEP}
        marks={marks}
        value={value}
        onChange={(weight) => onChange(clampWeight(weight))}
        thumbLabel={t`Weight slider of feature set ${index}`}
        label={(weight) => formatNumber(weight, i18n.locale, 2)}
      />
      <NumberInput
        w={96}
        label={t`Weight`}
        aria-label={t`Weight of feature set ${index}`}
        min={WEIGHT_MIN}
        max={WEIGHT_MAX}
        step={WEIGHT_STEP}
        decimalScale={2}
        decimalSeparator={decimalSeparator}
        clampBehavior="blur"
        value={draft ?? value}
        onChange={(next) => {
          setDraft(next);
          if (typeof next === 'number') onChange(clampWeight(next));
        }}
        onBlur={() => setDraft(null)}
      />
    </Group>
  );
}
