/**
 * Runs `task` once the browser has painted the current frame (the next animation frame, then a
 * task after it). For work a screen wants soon but that must not hold up its first paint: its
 * requests then no longer compete with the ones the paint waits for. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // No animation frames (tests, hidden tabs): a plain task keeps the order.
  const frame = typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible' ? requestAnimationFrame(() => (timer = setTimeout(task))) : undefined;
  if (frame === undefined) timer = setTimeout(task);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
