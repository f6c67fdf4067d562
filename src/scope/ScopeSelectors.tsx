import { useLingui } from '@lingui/react/macro';
import { Group, Select, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePortalScope } from './portal-scope';
import { ANY, changeScopePart, selectorChoices, type Scope } from './resolution';

type ScopePart = 'customerId' | 'storefrontId' | 'languageCode';

function languageName(code: string, uiLocale: string): string {
  try {
    const name = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const selectText = (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select();

/**
 * The three scope selectors of the header (spec §2, §4): in a row in a wide header, stacked in the
 * compact scope control's popover (`stacked`, ScopeButton.tsx).
 */
export function ScopeSelectors({ stacked = false }: { stacked?: boolean }) {
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
      search: (prev) => ({
        ...prev,
        customerId: next.customerId,
        storefrontId: next.storefrontId,
        languageCode: next.languageCode,
      }),
    });
  };

  const option = (id: string, label: string) => ({
    value: id,
    label: id === ANY ? anyLabel : label,
    disabled: id === ANY && anyDisabled,
  });
  // Mantine keeps a closed Select's options in the page, and floating-ui then positions them after
  // every render of the header, on every page (a forced style recalculation each). Mounted when open.
  // In the popover the options stay inside it: a click on one is then not a click outside the popover.
  const comboboxProps = { withinPortal: !stacked, keepMounted: false } as const;
  const width = (inline: number) => (stacked ? '100%' : inline);

  // One selector per part of the scope, in the spec's order; only the customer list can grow long.
  const parts: {
    part: ScopePart;
    label: string;
    inline: number;
    data: ReturnType<typeof option>[];
    searchable?: boolean;
  }[] = [
    {
      part: 'customerId',
      label: t`Customer`,
      inline: 190,
      data: choices.customers.map((c) => option(c.id, c.name)),
      searchable: choices.customers.length > 6,
    },
    {
      part: 'storefrontId',
      label: t`Storefront`,
      inline: 200,
      data: choices.storefronts.map((s) => option(s.id, s.name)),
    },
    {
      part: 'languageCode',
      label: t`Language`,
      inline: 170,
      data: choices.languages.map((code) => option(code, languageName(code, i18n.locale))),
    },
  ];

  const selects = parts.map(({ part, label, inline, data, searchable }) => (
    <Select
      key={part}
      aria-label={label}
      label={stacked ? label : undefined}
      placeholder={label}
      size="sm"
      w={width(inline)}
      data={data}
      value={scope[part]}
      onChange={(value) => change(part, value)}
      allowDeselect={false}
      searchable={searchable ?? false}
      // Searching starts afresh: what is typed replaces the customer's name instead of adding to it.
      {...(searchable ? { onFocus: selectText, onClick: selectText } : {})}
      comboboxProps={comboboxProps}
    />
  ));

  return stacked ? (
    <Stack gap="sm">{selects}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, justifyContent: 'center' }}>
      {selects}
    </Group>
  );
}
