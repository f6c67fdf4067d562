// Mantine's Select (Combobox, Popover, floating-ui): loaded on first use.
export { MatchTypeSelect } from './match-type-select';
