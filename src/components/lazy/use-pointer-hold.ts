import { useState, type PointerEvent } from 'react';

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;

export interface PointerHandlers {
  onPointerEnter?: PointerHandler;
  onPointerLeave?: PointerHandler;
  onPointerDown?: PointerHandler;
  onPointerUp?: PointerHandler;
  onPointerCancel?: PointerHandler;
}

/**
 * Whether a pointer is over or pressing a light stand-in. Swapping in the real control mounts the
 * element anew, and under a pointer that can lose a click or a tap (its code, downloading since the
 * hover or the press, can land in the middle of it): the swap waits while this is true.
 * `handlers(own, onEnter)` wraps the element's own pointer handlers.
 */
export function usePointerHold() {
  const [pointer, setPointer] = useState({ over: false, pressed: false });
  const set = (patch: Partial<typeof pointer>) => setPointer((current) => ({ ...current, ...patch }));
  // The click follows pointerup in the same task: release after it has been handled.
  const release = () => window.setTimeout(() => set({ pressed: false }), 0);
  const handlers = (own: PointerHandlers, onEnter: () => void): Required<PointerHandlers> => ({
    onPointerEnter: (event) => {
      set({ over: true });
      onEnter();
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      set({ over: false });
      own.onPointerLeave?.(event);
    },
    onPointerDown: (event) => {
      set({ pressed: true });
      onEnter();
      own.onPointerDown?.(event);
    },
    onPointerUp: (event) => {
      release();
      own.onPointerUp?.(event);
    },
    onPointerCancel: (event) => {
      release();
      own.onPointerCancel?.(event);
    },
  });
  return { held: pointer.over || pointer.pressed, handlers };
}
