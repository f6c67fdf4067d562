// Mantine's Tooltip and floating-ui, loaded when a tooltip's element is first pointed at (LazyTooltip.tsx).
export { Tooltip } from '@mantine/core';
