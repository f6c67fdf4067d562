import { useLingui } from '@lingui/react/macro';
import { Button, Popover } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { usePortalScope } from './portal-scope';
import { ANY } from './resolution';
import { ScopeSelectors } from './ScopeSelectors';

/**
 * The header's compact scope control on narrower screens: one button naming the scope, which opens
 * the three selectors stacked in a popover (spec §2's header items stay reachable at every width).
 */
export function ScopeButton() {
  const { t } = useLingui();
  const { scope } = usePortalScope();
  const anyLabel = t`any`;
  const part = (id: string, name: string) => (id === ANY ? anyLabel : name);
  const summary = [
    scope.customerName,
    part(scope.storefrontId, scope.storefrontName),
    part(scope.languageCode, scope.languageCode),
  ].join(' · ');

  return (
    <Popover position="bottom" width={300} trapFocus returnFocus shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          px="xs"
          miw={0}
          leftSection={<IconWorld size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t`Scope: ${summary}`}
          styles={{
            root: { flex: '0 1 auto', minWidth: 0 },
            inner: { minWidth: 0 },
            label: { overflow: 'hidden', minWidth: 0 },
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {summary}
          </span>
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t`Scope`}>
        <ScopeSelectors stacked />
      </Popover.Dropdown>
    </Popover>
  );
}
