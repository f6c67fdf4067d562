// Vite plugin: Mantine's ScrollArea takes floating-ui's useMergeRefs from a copy of that one hook
// (shims/floating-ui-merge-refs.mjs) instead of from @floating-ui/react, a single 46 KB module
// (15 KB gzip with its dependencies). Every Mantine Table imports ScrollArea (Table.ScrollContainer),
// so without this any page with a table downloaded floating-ui before its first paint (issue 14).
// Only that importer is redirected; popovers, menus and tooltips keep the real package.
import { fileURLToPath } from 'node:url';

const shim = fileURLToPath(new URL('./shims/floating-ui-merge-refs.mjs', import.meta.url));
const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

export function scrollAreaWithoutFloatingUi() {
  return {
    name: 'engine-portal:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@floating-ui\/react$/ },
      handler(source, importer) {
        return importer && scrollArea.test(importer) ? shim : null;
      },
    },
  };
}
