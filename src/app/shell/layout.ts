/**
 * The shell's geometry, in one place. The static frame that index.html paints before the bundle runs
 * mirrors these numbers in plain CSS: change them together.
 *
 * - Header: 60 px high, always.
 * - Sidebar: 280 px (spec §9) or a 64 px rail when collapsed, from 62em (992 px, Mantine `md`) up.
 *   Below that the sidebar is a drawer behind a menu button: a 768-820 px tablet in portrait or
 *   half a laptop screen keeps its whole width for tables instead of losing a third to the menu.
 * - Header scope: the three selectors inline from 75em (1200 px, Mantine `lg`) up, where they fit
 *   beside the logo and the user menu; below, one compact button opens them.
 * - User menu: name and 'Sign out!' beside the avatar from 48em (768 px, Mantine `sm`) up; below,
 *   the avatar opens the account menu, which then holds 'Sign out!'.
 */
export const HEADER_HEIGHT = 60;
export const SIDEBAR_WIDTH = 280;
export const COLLAPSED_WIDTH = 64;
export const NAVBAR_BREAKPOINT = 'md';
export const wideNavbarQuery = '(min-width: 62em)';
export const inlineScopeQuery = '(min-width: 75em)';
export const wideUserMenuQuery = '(min-width: 48em)';
