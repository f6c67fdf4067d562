/**
 * Runs `task` once the browser has painted the current frame and put it on screen (two animation
 * frames, then a task after them: the frame of the current render is presented by the second).
 * For work a screen wants soon but that must not hold up its first paint: its requests then no
 * longer compete with the ones the paint waits for. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  // No animation frames (tests, hidden tabs): a plain task keeps the order.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (timer = setTimeout(task)))));
  } else {
    timer = setTimeout(task);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `task` when the browser has nothing else to do (at the latest after `timeout` ms), for work
 * that makes a later interaction faster. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: after the next paint is the closest.
  return afterNextPaint(task);
}
