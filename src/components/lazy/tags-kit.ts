// Mantine's TagsInput (Combobox, Popover, floating-ui): loaded on first use (LazyTagsInput.tsx).
export { TagsInput } from '@mantine/core';
