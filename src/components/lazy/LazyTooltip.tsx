import type { TooltipProps } from '@mantine/core';
import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { lazyKit, useLazyKit, warm } from './lazy-kit';

const tooltipKit = lazyKit(() => import('./tooltip-kit'));

interface ChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  autoFocus?: boolean;
}

/**
 * Mantine's Tooltip, with its code (and floating-ui's, ~30 KB gzip) loaded when the element is first
 * pointed at or focused instead of before the first paint (issue 14). Until then the element
 * renders alone; Mantine's tooltip shows from the next hover. The element must name
 * itself (aria-label): the tooltip only shows the same words.
 */
export function LazyTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
  const kit = useLazyKit(tooltipKit);
  const [focused, setFocused] = useState(false);
  // Swapping in the tooltip mounts the element anew. Under a pointer that could lose a click or a tap
  // (the download starts on the hover or the press and can land in the middle of it), so the swap
  // waits until the pointer has left and any press has ended; Mantine's tooltip shows from the next hover.
  const [pointer, setPointer] = useState({ over: false, pressed: false });
  const release = () => window.setTimeout(() => setPointer((current) => ({ ...current, pressed: false })), 0);
  if (kit && !pointer.over && !pointer.pressed) {
    // The element is mounted anew inside the tooltip: the one that had the focus takes it again.
    return <kit.Tooltip {...props}>{focused ? cloneElement(children, { autoFocus: true }) : children}</kit.Tooltip>;
  }
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      setPointer((current) => ({ ...current, over: true }));
      warm(tooltipKit);
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      setPointer((current) => ({ ...current, over: false }));
      own.onPointerLeave?.(event);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      setPointer((current) => ({ ...current, pressed: true }));
      warm(tooltipKit);
      own.onPointerDown?.(event);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      release();
      own.onPointerUp?.(event);
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      release();
      own.onPointerCancel?.(event);
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
