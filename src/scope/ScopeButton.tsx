import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { useLazyTrigger } from '@/components/lazy/use-lazy-trigger';
import { usePortalScope } from './portal-scope';
import { ANY } from './resolution';
import { scopeKit } from './ScopeSelectors';

/**
 * The header's compact scope control on narrower screens: one button naming the scope, which opens
 * the three selectors (spec §2's header items stay reachable at every width). The popover's code
 * loads when the button is first pointed at, focused or pressed (issue 14).
 */
export function ScopeButton() {
  const { t } = useLingui();
  const kit = useLazyKit(scopeKit);
  const { scope } = usePortalScope();
  const anyLabel = t`any`;
  const part = (id: string, name: string) => (id === ANY ? anyLabel : name);
  const summary = [
    scope.customerName,
    part(scope.storefrontId, scope.storefrontName),
    part(scope.languageCode, scope.languageCode),
  ].join(' · ');
  const onWarm = () => warm(scopeKit);
  const { requested, focused, handlers } = useLazyTrigger(onWarm);

  const button = (
    <Button
      variant="default"
      size="sm"
      px="xs"
      miw={0}
      leftSection={<IconWorld size={16} aria-hidden="true" />}
      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      aria-label={t`Scope: ${summary}`}
      aria-haspopup="dialog"
      styles={{
        root: { flex: '0 1 auto', minWidth: 0 },
        inner: { minWidth: 0 },
        label: { overflow: 'hidden', minWidth: 0 },
      }}
      {...(kit
        ? // The button the user had focused keeps the focus when the real control replaces it.
          { autoFocus: focused && !requested }
        : {
            onPointerEnter: onWarm,
            'aria-expanded': false,
            ...handlers,
          })}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{summary}</span>
    </Button>
  );
  return kit ? <kit.ScopePopover button={button} defaultOpened={requested} /> : button;
}
