// AppShell.Aside and AppShell.Footer, which the portal's shell (src/app/shell/) never renders: a
// stand-in that says so instead of drawing a section without its layout. See ../app-shell-light.mjs.
function unused(name) {
  return function AppShellSectionNotBundled() {
    throw new Error(
      `AppShell.${name} is left out of the bundle (scripts/vite/app-shell-light.mjs): remove its redirect to use it`,
    );
  };
}

export const AppShellAside = unused('Aside');
export const AppShellFooter = unused('Footer');
