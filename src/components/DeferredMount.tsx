import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * Mounts `children` once the surrounding content has been painted. For the lower part of a big page:
 * the top (title, controls, numbers) commits and reaches the screen in a shorter task, and the rest,
 * appearing below it, moves nothing that is already on screen. Its mount is a transition, which
 * React splits into short tasks.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setMounted(true))), []);
  return mounted ? children : null;
}
