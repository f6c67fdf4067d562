import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { lazyKit, useLazyKit, warm } from './lazy-kit';
import { useLazyTrigger } from './use-lazy-trigger';
import { usePointerHold, type PointerHandlers } from './use-pointer-hold';

const menuKit = lazyKit(() => import('./menu-kit'));

/** Starts the menu's download, for a stand-in that loads the menu's owner first (LazyRulesTransferMenu). */
export function warmMenu(): void {
  warm(menuKit);
}

interface TriggerProps extends PointerHandlers {
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

interface LazyMenuProps extends Omit<MenuProps, 'children'> {
  /** The button that opens the menu. */
  target: ReactElement<TriggerProps>;
  /** The dropdown's content, built with the loaded Menu (`Menu.Item`, `Menu.Label`, `Menu.Divider`). */
  children: (Menu: typeof MantineMenu) => ReactNode;
  /**
   * A stand-in of the whole menu was already clicked (it opens as soon as its code is here) or has
   * the focus (the button keeps it): the page loaded the menu's owner on first use too.
   */
  requested?: boolean;
  focused?: boolean;
}

/**
 * Mantine's Menu with its code (Menu, Popover, floating-ui: ~20 KB gzip) loaded when its button is
 * first pointed at, focused or pressed instead of before the page's first paint (issue 14). The
 * button renders alone until then; pressed early, the menu opens as soon as it has loaded. The
 * swap waits while a pointer is over or pressing the button, unless it was clicked (use-pointer-hold.ts).
 */
export function LazyMenu({
  target,
  children,
  requested: requestedBefore = false,
  focused: focusedBefore = false,
  ...menuProps
}: LazyMenuProps) {
  const kit = useLazyKit(menuKit);
  const { requested, focused, handlers } = useLazyTrigger(() => warm(menuKit), {
    requested: requestedBefore,
    focused: focusedBefore,
  });
  const pointer = usePointerHold();
  if (kit && (requested || !pointer.held)) {
    const { Menu } = kit;
    return (
      <Menu {...menuProps} defaultOpened={requested || menuProps.defaultOpened}>
        <Menu.Target>{focused ? cloneElement(target, { autoFocus: true }) : target}</Menu.Target>
        <Menu.Dropdown>{children(Menu)}</Menu.Dropdown>
      </Menu>
    );
  }
  return cloneElement(target, {
    ...(focusedBefore ? { autoFocus: true } : {}),
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    ...pointer.handlers(target.props, () => warm(menuKit)),
    ...handlers,
  });
}
