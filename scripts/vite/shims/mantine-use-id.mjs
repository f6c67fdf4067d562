// @mantine/hooks' useId without its mount effect (scripts/vite/mantine-stable-ids.mjs): React's own
// id, which is stable from the first render, instead of a random one set in a layout effect.
import { useId as useReactId } from 'react';

export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  // React's ids contain characters a CSS selector would have to escape (`_r_1_`, `«r1»`, `:r1:`).
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
