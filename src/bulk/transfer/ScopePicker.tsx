import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { Access, ScopeInfos } from '@/api/generated/model';
import { scopeKey, scopeOptions, sameScope, type Scope, type ScopeOption } from '@/scope/resolution';

/**
 * Scopes rules may be copied to: concrete storefront and language (no 'any'), the access flag of
 * the kind, and not the scope they come from.
 */
export function copyTargets(scopeInfos: ScopeInfos, flag: keyof Access, from: Scope): ScopeOption[] {
  return scopeOptions(scopeInfos, { anyDisabled: true }).filter(
    (option) => option.access[flag] && !sameScope(option, from),
  );
}

interface Props {
  scopeInfos: ScopeInfos;
  flag: keyof Access;
  from: Scope;
  value: Scope | null;
  onChange: (scope: ScopeOption | null) => void;
  disabled?: boolean;
}

export function ScopePicker({ scopeInfos, flag, from, value, onChange, disabled }: Props) {
  const { t } = useLingui();
  const options = useMemo(() => copyTargets(scopeInfos, flag, from), [scopeInfos, flag, from]);
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const option of options) {
      const items = groups.get(option.customerName) ?? [];
      items.push({ value: scopeKey(option), label: `${option.storefrontName} · ${option.languageCode}` });
      groups.set(option.customerName, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options]);
  return (
    <Select
      label={t`Copy to scope`}
      placeholder={options.length > 0 ? t`Choose a storefront and language` : t`No other scope you may edit`}
      data={data}
      value={value ? scopeKey(value) : null}
      onChange={(key) => onChange(options.find((option) => scopeKey(option) === key) ?? null)}
      searchable
      nothingFoundMessage={t`No scope matches`}
      disabled={disabled || options.length === 0}
      withAsterisk
    />
  );
}
