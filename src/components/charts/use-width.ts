import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, known before the first paint: it is read in a layout effect (so the
 * canvas gets its size in the same task as the first render, not a frame later from a
 * ResizeObserver) and followed by a ResizeObserver for later changes.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
