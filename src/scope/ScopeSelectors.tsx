import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePortalScope } from './portal-scope';
import { ANY, changeScopePart, selectorChoices, type Scope } from './resolution';

function languageName(code: string, uiLocale: string): string {
  try {
    const name = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The three scope selectors of the header (spec §2, §4). */
// Mantine keeps a closed Select's options in the page, and floating-ui then positions them after
// every render of the header, on every page (a forced style recalculation each). Mounted when open.
const dropdownProps = { withinPortal: true, keepMounted: false } as const;

export function ScopeSelectors() {
  const { t, i18n } = useLingui();
  const { scope, scopeInfos, page } = usePortalScope();
  const navigate = useNavigate();
  const anyDisabled = Boolean(page?.anyDisabled);
  const choices = useMemo(() => selectorChoices(scopeInfos, scope), [scopeInfos, scope]);
  const anyLabel = t`any`;

  const change = (part: keyof Scope, value: string | null) => {
    if (value === null) return;
    const next = changeScopePart(scope, part, value, scopeInfos, { anyDisabled });
    if (!next) return;
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, customerId: next.customerId, storefrontId: next.storefrontId, languageCode: next.languageCode }),
    });
  };

  const option = (id: string, label: string) => ({ value: id, label: id === ANY ? anyLabel : label, disabled: id === ANY && anyDisabled });

  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, justifyContent: 'center' }}>
      <Select
        aria-label={t`Customer`}
        placeholder={t`Customer`}
        size="sm"
        w={190}
        data={choices.customers.map((c) => option(c.id, c.name))}
        value={scope.customerId}
        onChange={(value) => change('customerId', value)}
        allowDeselect={false}
        searchable={choices.customers.length > 6}
        comboboxProps={dropdownProps}
      />
      <Select
        aria-label={t`Storefront`}
        placeholder={t`Storefront`}
        size="sm"
        w={200}
        data={choices.storefronts.map((s) => option(s.id, s.name))}
        value={scope.storefrontId}
        onChange={(value) => change('storefrontId', value)}
        allowDeselect={false}
        comboboxProps={dropdownProps}
      />
      <Select
        aria-label={t`Language`}
        placeholder={t`Language`}
        size="sm"
        w={170}
        data={choices.languages.map((code) => option(code, languageName(code, i18n.locale)))}
        value={scope.languageCode}
        onChange={(value) => change('languageCode', value)}
        allowDeselect={false}
        comboboxProps={dropdownProps}
      />
    </Group>
  );
}
