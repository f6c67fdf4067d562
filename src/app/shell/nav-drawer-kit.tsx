import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NavLinks } from './NavLinks';

/**
 * The drawer itself, loaded when the menu button is first used (NavDrawer.tsx). It mounts closed and
 * opens a frame later, so Mantine's Drawer sees the change: it then animates in, keeps focus inside
 * and returns focus to the menu button when it closes.
 */
export function LoadedNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={mounted && opened} onClose={onClose} title={t`Main navigation`} size={300} padding="sm">
      <NavLinks collapsed={false} />
    </Drawer>
  );
}
