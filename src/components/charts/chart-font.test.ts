import { describe, expect, test, vi } from 'vitest';
import { chartFontFamily, warmChartFont } from './chart-font';

describe('warmChartFont', () => {
  test("resolves the charts' exact font string on a canvas, once per page", () => {
    const fonts: string[] = [];
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText: vi.fn(),
    };
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    warmChartFont();
    warmChartFont();
    expect(getContext).toHaveBeenCalledTimes(1);
    // nivo sets `${fontSize}px ${fontFamily}` for the axis labels (chart-theme.ts): the same string.
    expect(fonts).toEqual([`11px ${chartFontFamily}`]);
    expect(context.measureText).toHaveBeenCalledTimes(1);
  });
});
