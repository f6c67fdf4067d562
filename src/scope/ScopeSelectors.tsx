import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { usePortalScope } from './portal-scope';
import { ANY, selectorChoices } from './resolution';
import { languageName, ScopeField, type ScopePart } from './scope-fields';

export const scopeKit = lazyKit(() => import('./scope-kit'));

/**
 * The three scope selectors in a wide header (spec §2, §4). Before their code has loaded (issue 14:
 * Mantine's Select and floating-ui are ~35 KB gzip the first paint does not need) the header shows
 * look-alike fields naming the scope; the real selects replace them when the user reaches for one.
 */
export function ScopeSelectors() {
  const { t, i18n } = useLingui();
  const kit = useLazyKit(scopeKit);
  const { scope, scopeInfos } = usePortalScope();
  const [intent, setIntent] = useState<{ part: ScopePart; open: boolean } | null>(null);
  const choices = useMemo(() => selectorChoices(scopeInfos, scope), [scopeInfos, scope]);
  if (kit) return <kit.ScopeSelects intent={intent} />;

  const anyLabel = t`any`;
  const name = (id: string, list: { id: string; name: string }[]) =>
    id === ANY ? anyLabel : (list.find((item) => item.id === id)?.name ?? id);
  const reach = (part: ScopePart) => (open: boolean) => {
    setIntent((current) => (current && !open ? current : { part, open }));
    warm(scopeKit);
  };
  const onWarm = () => warm(scopeKit);
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, justifyContent: 'center' }}>
      <ScopeField
        label={t`Customer`}
        width={190}
        value={name(scope.customerId, choices.customers)}
        onIntent={reach('customerId')}
        onWarm={onWarm}
      />
      <ScopeField
        label={t`Storefront`}
        width={200}
        value={name(scope.storefrontId, choices.storefronts)}
        onIntent={reach('storefrontId')}
        onWarm={onWarm}
      />
      <ScopeField
        label={t`Language`}
        width={170}
        value={scope.languageCode === ANY ? anyLabel : languageName(scope.languageCode, i18n.locale)}
        onIntent={reach('languageCode')}
        onWarm={onWarm}
      />
    </Group>
  );
}
