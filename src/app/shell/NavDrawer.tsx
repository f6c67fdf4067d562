import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { NavLinks } from './NavLinks';

/**
 * The sidebar on narrow screens: a drawer behind the header's menu button. Mantine's Drawer keeps
 * focus inside while open, closes on Escape and returns focus to the button; it closes on any
 * navigation (a link in it, the logo, the browser's back button).
 */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    <Drawer opened={opened} onClose={onClose} title={t`Main navigation`} size={300} padding="sm">
      <NavLinks collapsed={false} />
    </Drawer>
  );
}
