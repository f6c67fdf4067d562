// Vite plugin: Mantine's AppShell without the code the portal's shell never runs (issue 14, first
// screen). Every page downloads the shell before its first paint, and AppShell's sections import
//   - react-remove-scroll (~25 KB with its helpers) only to read two class-name constants
//     (`RemoveScroll.classNames.zeroRight`): they get them from react-remove-scroll-bar's constants
//     module instead (shims/app-shell-remove-scroll.mjs); the modals keep the real package;
//   - the drag-to-resize handle (~15 KB with its helpers), which renders null unless AppShell gets a
//     `resize` controller; the portal's shell (src/app/shell/) does not pass one. Should it ever,
//     drop the second redirect below (shims/app-shell-no-resize-handle.mjs).
//   - AppShell.Aside and AppShell.Footer (~3 KB), which the shell never renders: should it ever,
//     drop their redirect (shims/app-shell-no-aside-footer.mjs throws a message saying so);
//   - NavLink's Collapse (~10 KB with its two collapse hooks), which it renders only around nested
//     links; the portal's navigation has none (shims/nav-link-no-collapse.mjs: shows and hides
//     nested links without the animation).
// Only importers inside @mantine/core's AppShell and NavLink folders are redirected.
import { fileURLToPath } from 'node:url';

const shim = (name) => fileURLToPath(new URL(`./shims/${name}`, import.meta.url));
const appShell = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const navLink = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]NavLink[\\/]/;

export function appShellLight() {
  const removeScroll = shim('app-shell-remove-scroll.mjs');
  const noResizeHandle = shim('app-shell-no-resize-handle.mjs');
  const noCollapse = shim('nav-link-no-collapse.mjs');
  const noAsideFooter = shim('app-shell-no-aside-footer.mjs');
  return {
    name: 'engine-portal:app-shell-light',
    enforce: 'pre',
    resolveId: {
      filter: {
        id: /^(react-remove-scroll|.*[\\/]AppShellResizeHandle\.mjs|.*[\\/]Collapse[\\/]Collapse\.mjs|.*[\\/]AppShell(Aside|Footer)\.mjs)$/,
      },
      handler(source, importer) {
        if (importer && navLink.test(importer)) return /[\\/]Collapse\.mjs$/.test(source) ? noCollapse : null;
        if (!importer || !appShell.test(importer)) return null;
        if (/AppShell(Aside|Footer)\.mjs$/.test(source)) return noAsideFooter;
        return source === 'react-remove-scroll' ? removeScroll : noResizeHandle;
      },
    },
  };
}
