// Vite plugin: Mantine's ids as React gives them, without a second render (issue 14, mobile
// blocking time).
//
// @mantine/hooks' useId renders with React's id, then replaces it in a layout effect with a random
// one (a leftover from React versions without useId). Every input, chip, tab and popover target of a
// page that mounts therefore renders twice: the second time synchronously, inside the mount's commit,
// rewriting the id, label and aria attributes of each. On the KPI overview those re-renders and
// attribute writes made the page's longest task longer on a phone's CPU.
// The module's code becomes shims/mantine-use-id.mjs: the ids React keeps stable from the first
// render on (unique per root, as Mantine needs). The module keeps its place in the graph, so the
// startup chunk's barrel analysis (startup-chunk.mjs) still sees @mantine/hooks' index as before.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const shimCode = () => readFileSync(resolve(import.meta.dirname, 'shims/mantine-use-id.mjs'), 'utf8');
export const mantineUseIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function mantineStableIds() {
  return {
    name: 'engine-portal:mantine-stable-ids',
    enforce: 'pre',
    transform: {
      filter: { id: mantineUseIdModule },
      handler: () => ({ code: shimCode(), map: null }),
    },
  };
}
