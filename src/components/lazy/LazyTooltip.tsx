import type { TooltipProps } from '@mantine/core';
import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { lazyKit, useLazyKit, warm } from './lazy-kit';

const tooltipKit = lazyKit(() => import('./tooltip-kit'));

interface ChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  autoFocus?: boolean;
}

/**
 * Mantine's Tooltip, with its code (and floating-ui's, ~30 KB gzip) loaded when the element is first
 * pointed at or focused instead of before the first paint (issue 14). Until then the element
 * renders alone; Mantine's tooltip opens on the next pointer move over it. The element must name
 * itself (aria-label): the tooltip only shows the same words.
 */
export function LazyTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
  const kit = useLazyKit(tooltipKit);
  const [focused, setFocused] = useState(false);
  if (kit) {
    // The element is mounted anew inside the tooltip: the one that had the focus takes it again.
    return <kit.Tooltip {...props}>{focused ? cloneElement(children, { autoFocus: true }) : children}</kit.Tooltip>;
  }
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      warm(tooltipKit);
      own.onPointerEnter?.(event);
    },
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
