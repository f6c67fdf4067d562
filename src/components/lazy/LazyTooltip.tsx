import type { TooltipProps } from '@mantine/core';
import { cloneElement, useState, type FocusEvent, type ReactElement } from 'react';
import { lazyKit, useLazyKit, warm } from './lazy-kit';
import { usePointerHold, type PointerHandlers } from './use-pointer-hold';

const tooltipKit = lazyKit(() => import('./tooltip-kit'));

interface ChildProps extends PointerHandlers {
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  autoFocus?: boolean;
}

/**
 * Mantine's Tooltip, with its code (and floating-ui's, ~30 KB gzip) loaded when the element is first
 * pointed at or focused instead of before the first paint (issue 14). Until then the element
 * renders alone; the tooltip shows from the next hover once the pointer has left (use-pointer-hold.ts).
 * The element must name itself (aria-label): the tooltip only shows the same words.
 */
export function LazyTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
  const kit = useLazyKit(tooltipKit);
  const [focused, setFocused] = useState(false);
  const pointer = usePointerHold();
  if (kit && !pointer.held) {
    // The element is mounted anew inside the tooltip: the one that had the focus takes it again.
    return (
      <kit.Tooltip {...props}>{focused ? cloneElement(children, { autoFocus: true }) : children}</kit.Tooltip>
    );
  }
  const own = children.props;
  return cloneElement(children, {
    ...pointer.handlers(own, () => warm(tooltipKit)),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocused(true);
      warm(tooltipKit);
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      setFocused(false);
      own.onBlur?.(event);
    },
  });
}
