import { useEffect, useState, type RefObject } from 'react';

/** The rows of a table drawn now: indices `start` to `end` (inclusive); end < start when none. */
export interface RowWindow {
  start: number;
  end: number;
}

/**
 * The rows of a list of `count` rows, each `rowHeight` high, that a viewport `height` high
 * scrolled to `scrollTop` shows, plus `overscan` rows either side. Pure arithmetic: the time it
 * takes does not grow with the list.
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
  overscan: number,
): RowWindow {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: -1 };
  const first = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const last = Math.min(
    count - 1,
    Math.max(first, Math.ceil((scrollTop + Math.max(0, height)) / rowHeight) - 1),
  );
  return { start: Math.max(0, first - overscan), end: Math.min(count - 1, last + overscan) };
}

interface Viewport {
  scrollTop: number;
  height: number;
}

/**
 * The window of rows to draw in the scroll container `scrollRef` (rows of one fixed height).
 *
 * Why not @tanstack/react-virtual: it builds a measurement per row whenever the row count
 * changes, so every keystroke in the filter of 100,000 rules paid for an array of up to 100,000
 * objects; with one row height the window is arithmetic. `initialHeight` stands in for the
 * container's height until it is measured (first frame, tests without layout).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
  initialHeight: () => number,
): RowWindow {
  const [viewport, setViewport] = useState<Viewport>(() => ({ scrollTop: 0, height: initialHeight() }));
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () =>
      setViewport((previous) => {
        const next = { scrollTop: element.scrollTop, height: element.clientHeight || previous.height };
        // The same rows stay drawn while the scroll stays within one row: no render for it.
        const rows = ({ scrollTop, height }: Viewport) =>
          `${Math.floor(scrollTop / rowHeight)} ${Math.ceil((scrollTop + height) / rowHeight)}`;
        const same = rows(next) === rows(previous);
        return same ? previous : next;
      });
    element.addEventListener('scroll', read, { passive: true });
    // The first measurement in the next frame, where the browser lays the page out anyway: reading
    // clientHeight here forced a layout in the middle of the mount's commit, which a phone feels as a stall
    // when a list opens. Until then `initialHeight` stands in.
    const frame =
      typeof requestAnimationFrame === 'function' ? requestAnimationFrame(read) : (read(), undefined);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(element);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      element.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef, rowHeight]);
  return rowWindow(count, rowHeight, viewport.scrollTop, viewport.height, overscan);
}
