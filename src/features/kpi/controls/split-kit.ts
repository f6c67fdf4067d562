// Mantine's MultiSelect (Combobox, Popover, floating-ui): loaded on first use.
export { SplitSelect } from './split-select';
