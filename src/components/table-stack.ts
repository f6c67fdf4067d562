/**
 * How a table narrower than its columns need lays each row out when it stacks: the cells that name
 * the row (the first column and the sticky ones after it) on the first line, the other cells in
 * equal cells of a grid on the lines below, so that every value is on screen without scrolling
 * sideways. The header row takes the same grid, so each column's name stands above its values.
 */
export interface StackLayout {
  /** Grid columns per line. */
  perLine: number;
  /** The height of the lines below the naming line together (px). */
  height: number;
  /** Each column's place in the grid (CSS grid-column). */
  gridColumn: string[];
}

/** The narrowest grid cell a value gets before the values wrap onto one more line. */
export const stackCellWidth = 76;
/** The height of a line of values (one line of text and the cell's padding). */
export const stackLineHeight = 28;

export function stackLayout(
  columns: readonly { sticky?: boolean; stackSpan?: number; stackHeight?: number }[],
  width: number,
): StackLayout {
  let lead = 1;
  while (lead < columns.length && columns[lead]?.sticky) lead += 1;
  const rest = columns.slice(lead);
  const spans = rest.map((column) => Math.max(1, column.stackSpan ?? 1));
  const cells = spans.reduce((sum, span) => sum + span, 0);
  const fit = Math.max(1, Math.floor(width / stackCellWidth), ...spans);
  const perLine = Math.max(1, Math.min(cells, fit), lead);
  // The lines as the grid fills them, each as high as its highest cell.
  let height = 0;
  let line = 0;
  let used = 0;
  rest.forEach((column, index) => {
    const span = spans[index] ?? 1;
    if (used > 0 && used + span > perLine) {
      height += line;
      line = 0;
      used = 0;
    }
    used += span;
    line = Math.max(line, column.stackHeight ?? stackLineHeight);
  });
  height += line;
  const gridColumn = columns.map((_, index) => {
    // The naming cells share the first line: one grid cell each, the last one the rest of the line.
    if (index < lead - 1) return `${index + 1} / span 1`;
    if (index === lead - 1) return `${index + 1} / -1`;
    return `span ${spans[index - lead] ?? 1}`;
  });
  return { perLine, height, gridColumn };
}
