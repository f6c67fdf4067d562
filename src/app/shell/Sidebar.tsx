import { useLingui } from '@lingui/react/macro';
import { AppShell, ScrollArea } from '@mantine/core';
import { NavLinks } from './NavLinks';

/** The spec's sidebar on wide screens (from the navbar breakpoint up, see layout.ts). */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useLingui();
  return (
    <AppShell.Navbar aria-label={t`Main navigation`}>
      <ScrollArea type="auto" p={collapsed ? 'xs' : 'sm'}>
        <NavLinks collapsed={collapsed} />
      </ScrollArea>
    </AppShell.Navbar>
  );
}
