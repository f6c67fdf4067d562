import { useLingui } from '@lingui/react/macro';
import { NavLink, type NavLinkProps, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconCategory,
  IconChartBar,
  IconSearch,
  IconShoppingBag,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { createLink, Link, useLocation } from '@tanstack/react-router';
import { isPageVisible, menuGroups, pages, type MenuGroup, type PageDefinition } from '@/app/pages';
import { RuleHealthCount } from '@/features/rule-health/RuleHealthCount';
import { useOptionalPortalScope } from '@/scope/portal-scope';
import classes from './Sidebar.module.css';

function NavLinkAnchor(props: NavLinkProps & React.ComponentPropsWithRef<'a'>) {
  return <NavLink component="a" {...props} />;
}

// Mantine's NavLink keeps TanStack Router's typed links through createLink (STACK.md).
const RouterNavLink = createLink(NavLinkAnchor);

const groupIcons: Record<MenuGroup, Icon> = {
  search: IconSearch,
  navigation: IconCategory,
  recommendations: IconChartBar,
  similar: IconSparkles,
  configuration: IconAdjustmentsHorizontal,
  merchandising: IconShoppingBag,
};

/** The menu groups of spec §2: full links, or icons only (the collapsed rail). */
export function NavLinks({ collapsed }: { collapsed: boolean }) {
  const { i18n } = useLingui();
  // Without the scope info (it could not be loaded) only the pages that need no access flag are offered.
  const portal = useOptionalPortalScope();
  const { pathname } = useLocation();
  const entries = Object.values(pages).filter(
    (page: PageDefinition) =>
      page.menu && isPageVisible(page, portal?.scope.access ?? null, portal?.experimental ?? false),
  );

  return (
    <nav>
      <Stack gap="md">
        {menuGroups.map((group) => {
          const items = entries.filter((page) => page.group === group.id);
          if (items.length === 0) return null;
          const GroupIcon = groupIcons[group.id];
          const title = i18n._(group.title);
          return (
            <div key={group.id} role="group" aria-label={title}>
              {collapsed ? null : (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {title}
                </Text>
              )}
              {items.map((page) => {
                const label = i18n._(page.title);
                const active = pathname === page.path;
                return collapsed ? (
                  <Tooltip key={page.path} label={`${title}: ${label}`} position="right">
                    <UnstyledButton
                      component={Link}
                      to={page.path}
                      className={classes.rail}
                      data-active={active || undefined}
                      aria-label={`${title}: ${label}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      <GroupIcon size={20} />
                    </UnstyledButton>
                  </Tooltip>
                ) : (
                  <RouterNavLink
                    key={page.path}
                    to={page.path}
                    label={label}
                    active={active}
                    activeOptions={{ exact: true, includeSearch: false }}
                    aria-current={active ? 'page' : undefined}
                    leftSection={<GroupIcon size={16} />}
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
