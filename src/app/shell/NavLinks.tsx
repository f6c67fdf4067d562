import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack, Text, Tooltip, UnstyledButton, type NavLinkProps } from '@mantine/core';
import { createLink, Link, useLocation } from '@tanstack/react-router';
import { isPageVisible, menuGroups, pageAt, pages } from '@/app/pages';
import { useOptionalPortalScope } from '@/scope/portal-scope';
import { RuleHealthCount } from '@/features/rule-health/RuleHealthCount';
import { navIcons, type MenuPageId } from './nav-icons';
import classes from './Sidebar.module.css';

function NavLinkAnchor(props: NavLinkProps & React.ComponentPropsWithRef<'a'>) {
  return <NavLink component="a" {...props} />;
}

// Mantine's NavLink keeps TanStack Router's typed links through createLink (STACK.md).
const RouterNavLink = createLink(NavLinkAnchor);

const menuPages = (Object.keys(pages) as (keyof typeof pages)[]).filter(
  (id): id is MenuPageId => pages[id].menu,
);

/** The menu groups of spec §2: full links, or icons only (the collapsed rail). */
export function NavLinks({ collapsed }: { collapsed: boolean }) {
  const { i18n } = useLingui();
  // Without the scope info (it could not be loaded) only the pages that need no access flag are offered.
  const portal = useOptionalPortalScope();
  const { pathname } = useLocation();
  // Pages without an entry of their own (dashboard, editor, inspect views) highlight their parent's.
  const current = pageAt(pathname);
  const activePath = current?.menuPath ?? current?.path ?? pathname;
  const entries = menuPages.filter((id) =>
    isPageVisible(pages[id], portal?.scope.access ?? null, portal?.experimental ?? false),
  );

  return (
    <nav>
      <Stack gap="md">
        {menuGroups.map((group) => {
          const items = entries.filter((id) => pages[id].group === group.id);
          if (items.length === 0) return null;
          const title = i18n._(group.title);
          return (
            <div key={group.id} role="group" aria-label={title}>
              {collapsed ? null : (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {title}
                </Text>
              )}
              {items.map((id) => {
                const page = pages[id];
                const PageIcon = navIcons[id];
                const label = i18n._(page.title);
                const active = activePath === page.path;
                // The entry of the page itself is the page; a parent's highlight marks where it belongs.
                const ariaCurrent = pathname === page.path ? 'page' : active ? 'true' : undefined;
                return collapsed ? (
                  // The rail shows icons only: the entry's name on hover and on keyboard focus.
                  <Tooltip
                    key={page.path}
                    label={`${title}: ${label}`}
                    position="right"
                    events={{ hover: true, focus: true, touch: false }}
                  >
                    <UnstyledButton
                      component={Link}
                      to={page.path}
                      className={classes.rail}
                      data-active={active || undefined}
                      aria-label={`${title}: ${label}`}
                      aria-current={ariaCurrent}
                    >
                      <PageIcon size={20} aria-hidden="true" />
                    </UnstyledButton>
                  </Tooltip>
                ) : (
                  <RouterNavLink
                    key={page.path}
                    to={page.path}
                    label={label}
                    active={active}
                    activeOptions={{ exact: true, includeSearch: false }}
                    aria-current={ariaCurrent}
                    leftSection={<PageIcon size={16} aria-hidden="true" />}
                    rightSection={
                      page === pages.ruleHealth && portal ? (
                        <RuleHealthCount scope={portal.scope} />
                      ) : undefined
                    }
                    className={classes.link}
                  />
                );
              })}
            </div>
          );
        })}
      </Stack>
    </nav>
  );
}
