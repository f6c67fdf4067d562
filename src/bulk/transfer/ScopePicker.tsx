import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { Access, ScopeInfos } from '@/api/generated/model';
import { scopeKey, scopeOptions, sameScope, type Scope, type ScopeOption } from '@/scope/resolution';

/**
 * Scopes rules may be copied to: concrete storefront and language (no 'any'), access flags that let
 * the user write the kind, and not the scope they come from.
 */
export function copyTargets(
  scopeInfos: ScopeInfos,
  allowed: (access: Access) => boolean,
  from: Scope,
): ScopeOption[] {
  return scopeOptions(scopeInfos, { anyDisabled: true }).filter(
    (option) => allowed(option.access) && !sameScope(option, from),
  );
}

interface Props {
  scopeInfos: ScopeInfos;
  allowed: (access: Access) => boolean;
  from: Scope;
  value: Scope | null;
  onChange: (scope: ScopeOption | null) => void;
  disabled?: boolean;
}

export function ScopePicker({ scopeInfos, allowed, from, value, onChange, disabled }: Props) {
  const { t } = useLingui();
  const options = useMemo(() => copyTargets(scopeInfos, allowed, from), [scopeInfos, allowed, from]);
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
