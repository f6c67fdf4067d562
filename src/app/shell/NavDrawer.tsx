import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';

const drawerKit = lazyKit(() => import('./nav-drawer-kit'));

/** Starts loading the drawer's code (the menu button calls it when the pointer or focus reaches it). */
export const warmNavDrawer = () => warm(drawerKit);

/**
 * The sidebar on narrow screens: a drawer behind the header's menu button. Mantine's Drawer keeps
 * focus inside while open, closes on Escape and returns focus to the button; it closes on any
 * navigation (a link in it, the logo, the browser's back button). Its code (the drawer, focus trap,
 * scroll lock and transitions) loads when it is first opened, not before the first paint.
 */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const kit = useLazyKit(drawerKit);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname, onClose]);
  useEffect(() => {
    if (opened) warm(drawerKit);
  }, [opened]);

  return kit ? <kit.LoadedNavDrawer opened={opened} onClose={onClose} /> : null;
}
