import { useEffect, useState } from 'react';

/**
 * How many of `count` items to show: none until `ready`, then one more per animation frame. A
 * chart's panels then mount and draw one after the other, each in short tasks of its own, instead of
 * all five in one long task during a page's load (on a phone the page would not answer
 * meanwhile). One per frame, not per task: each panel draws in the frame after its mount (LinePanel),
 * and draws queued for the same frame would run as one task again. Items once shown stay shown (a
 * later change of data re-renders them at once).
 */
export function useStaggered(count: number, ready: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= count) return;
    const frame = requestAnimationFrame(() => setShown((current) => current + 1));
    return () => cancelAnimationFrame(frame);
  }, [ready, shown, count]);
  return Math.min(shown, count);
}
