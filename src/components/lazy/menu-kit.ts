// Mantine's Menu (Popover, floating-ui): loaded on first use (LazyMenu.tsx).
export { Menu } from '@mantine/core';
