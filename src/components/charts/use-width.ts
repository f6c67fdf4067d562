import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element, from a ResizeObserver alone: its first notification comes with the
 * next frame's layout, which the browser does anyway. Reading the width in a layout effect instead
 * forced a layout of the whole page in the middle of React's commit, and drew the charts in that
 * same long task (on a phone the page would not answer in the meantime); now the panels show their
 * skeleton for one frame and draw in a task of their own.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
