import { useLingui } from '@lingui/react/macro';
import { AppShell } from '@mantine/core';
import { NavLinks } from './NavLinks';
import classes from './Sidebar.module.css';

/**
 * The spec's sidebar on wide screens (from the navbar breakpoint up, see layout.ts). It scrolls
 * natively when the menu is taller than the window (Mantine's ScrollArea cost 8 KB gzip before
 * the first paint for a thin scrollbar).
 */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useLingui();
  return (
    <AppShell.Navbar aria-label={t`Main navigation`}>
      <div className={classes.scroll} data-collapsed={collapsed || undefined}>
        <NavLinks collapsed={collapsed} />
      </div>
    </AppShell.Navbar>
  );
}
