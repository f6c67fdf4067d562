// The scope selectors' code (Mantine's Select and Popover, floating-ui): loaded on first use.
export { ScopeSelects } from './scope-selects';
export { ScopePopover } from './scope-popover';
