// Mantine's AppShell resize handle renders nothing unless AppShell gets a `resize` controller, which
// the portal's shell does not use. See ../app-shell-light.mjs.
export function AppShellResizeHandle() {
  return null;
}
