import { useState, type KeyboardEvent } from 'react';
import { useLazyKit, warm, type LazyKit } from './lazy-kit';

/** What the user did to a light stand-in before the real control had loaded. */
export interface Intent {
  /** It has the focus: the real control takes it when it replaces the stand-in (autoFocus). */
  focus: boolean;
  /** It was clicked, or a key that opens a dropdown was pressed: the real control opens. */
  open: boolean;
}

const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * For a control whose code loads on first use (lazy-kit.ts): the kit's module once loaded, the
 * user's intent so far, and the handlers for the stand-in. Pointing at it starts the download;
 * focusing, clicking or an opening key swap in the real control, focused and (for the last two) open.
 */
export function useLazyIntent<T>(kit: LazyKit<T>) {
  const module = useLazyKit(kit);
  const [intent, setIntent] = useState<Intent>({ focus: false, open: false });
  const reach = (patch: Partial<Intent>) => {
    setIntent((current) => ({ ...current, ...patch }));
    warm(kit);
  };
  const handlers = {
    onPointerEnter: () => warm(kit),
    onPointerDown: () => reach({ open: true }),
    onFocus: () => reach({ focus: true }),
    onBlur: () => setIntent((current) => ({ ...current, focus: false })),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      reach({ open: true, focus: true });
    },
  };
  return { module, intent, handlers };
}
