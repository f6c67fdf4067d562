// Mantine's Select (Combobox, Popover, floating-ui): loaded on first use (LazySelect.tsx).
export { Select } from '@mantine/core';
