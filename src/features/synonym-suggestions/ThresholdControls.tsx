import { useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { SuggestionsSearch, ThresholdKey } from './search-params';

interface ThresholdControlsProps {
  value: SuggestionsSearch;
  onChange: (value: SuggestionsSearch) => void;
}

type Draft = Record<ThresholdKey, number | string>;

// Rates are shares (0..1) in the API and the URL, percentages on screen.
const percentKeys: ThresholdKey[] = ['qrMinRefinementRate', 'qrMinRefinedIr'];

function toDraft(value: SuggestionsSearch): Draft {
  const shown = (key: ThresholdKey) => {
    const number = value[key];
    if (number === undefined) return '';
    return percentKeys.includes(key) ? Math.round(number * 10000) / 100 : number;
  };
  return {
    qrMinSessions: shown('qrMinSessions'),
    qrMinRefinementRate: shown('qrMinRefinementRate'),
    qrMinRefinedIr: shown('qrMinRefinedIr'),
    qrMinIrRatio: shown('qrMinIrRatio'),
  };
}

function fromDraft(draft: Draft): SuggestionsSearch {
  const parsed = (key: ThresholdKey) => {
    const number = typeof draft[key] === 'number' ? draft[key] : Number.NaN;
    if (!Number.isFinite(number)) return undefined;
    return percentKeys.includes(key) ? number / 100 : number;
  };
  return {
    qrMinSessions: parsed('qrMinSessions'),
    qrMinRefinementRate: parsed('qrMinRefinementRate'),
    qrMinRefinedIr: parsed('qrMinRefinedIr'),
    qrMinIrRatio: parsed('qrMinIrRatio'),
  };
}

/** The four thresholds of Kpi/NavigationRefinements; empty means the server's default. Kept in the URL. */
export function ThresholdControls({ value, onChange }: ThresholdControlsProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const { qrMinSessions, qrMinRefinementRate, qrMinRefinedIr, qrMinIrRatio } = value;
  useEffect(
    () => setDraft(toDraft({ qrMinSessions, qrMinRefinementRate, qrMinRefinedIr, qrMinIrRatio })),
    [qrMinSessions, qrMinRefinementRate, qrMinRefinedIr, qrMinIrRatio],
  );
  const commit = useDebouncedCallback((next: Draft) => onChange(fromDraft(next)), 500);
  const set = (key: ThresholdKey) => (input: number | string) => {
    const next = { ...draft, [key]: input };
    setDraft(next);
    commit(next);
  };
  const placeholder = t`Default`;
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <NumberInput
        label={t`Min. sessions`}
        description={t`Sessions that refined`}
        value={draft.qrMinSessions}
        onChange={set('qrMinSessions')}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        placeholder={placeholder}
        w={170}
      />
      <NumberInput
        label={t`Min. refinement rate`}
        description={t`Share of the query's sessions`}
        value={draft.qrMinRefinementRate}
        onChange={set('qrMinRefinementRate')}
        min={0}
        max={100}
        suffix=" %"
        decimalScale={2}
        allowNegative={false}
        placeholder={placeholder}
        w={190}
      />
      <NumberInput
        label={t`Min. refined IR`}
        description={t`Interaction rate of the refinement`}
        value={draft.qrMinRefinedIr}
        onChange={set('qrMinRefinedIr')}
        min={0}
        max={100}
        suffix=" %"
        decimalScale={2}
        allowNegative={false}
        placeholder={placeholder}
        w={220}
      />
      <NumberInput
        label={t`Min. IR ratio`}
        description={t`Refined IR ÷ original IR`}
        value={draft.qrMinIrRatio}
        onChange={set('qrMinIrRatio')}
        min={0}
        step={0.1}
        decimalScale={2}
        allowNegative={false}
        placeholder={placeholder}
        w={190}
      />
      <Button
        variant="subtle"
        onClick={() => {
          const empty = { qrMinSessions: '', qrMinRefinementRate: '', qrMinRefinedIr: '', qrMinIrRatio: '' };
          setDraft(empty);
          commit.cancel();
          onChange({});
        }}
      >
        {t`Reset to defaults`}
      </Button>
    </Group>
  );
}
