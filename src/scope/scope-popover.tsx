import { useLingui } from '@lingui/react/macro';
import { Popover } from '@mantine/core';
import type { ReactElement } from 'react';
import { ScopeSelects } from './scope-selects';

/**
 * The compact scope control's popover with the three selectors stacked (ScopeButton.tsx), around the
 * same button. `opened` on mount: the user clicked the button before this code had loaded.
 */
export function ScopePopover({ button, defaultOpened }: { button: ReactElement; defaultOpened: boolean }) {
  const { t } = useLingui();
  return (
    <Popover
      position="bottom"
      width={300}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
      defaultOpened={defaultOpened}
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown aria-label={t`Scope`}>
        <ScopeSelects stacked />
      </Popover.Dropdown>
    </Popover>
  );
}
