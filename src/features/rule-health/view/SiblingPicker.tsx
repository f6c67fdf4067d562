import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import type { RuleScope } from '@/rules/rule-set';
import { scopeLabel } from '@/components/rule-health/finding-texts';

const keyOf = (scope: RuleScope) => `${scope.storefrontId}\u0001${scope.languageCode}`;

export interface SiblingPickerProps {
  /** Scopes of the same customer the user may pick (the current one left out). */
  options: readonly RuleScope[];
  value: readonly RuleScope[];
  onChange: (scopes: RuleScope[]) => void;
}

/** Which scopes belong together with the current one, for the drift check. */
export function SiblingPicker({ options, value, onChange }: SiblingPickerProps) {
  const { t } = useLingui();
  return (
    <MultiSelect
      label={t`Compare with (drift)`}
      description={t`Storefronts and languages whose rules should agree with this scope.`}
      placeholder={value.length === 0 ? t`No sibling scopes` : undefined}
      data={options.map((scope) => ({ value: keyOf(scope), label: scopeLabel(scope) }))}
      value={value.map(keyOf)}
      onChange={(keys) => onChange(options.filter((scope) => keys.includes(keyOf(scope))))}
      clearable
      maw={560}
    />
  );
}
