import { render, waitFor } from '@testing-library/react';
import { ELEMENT_CLASS_NAME, Runtime } from '@antv/g2';
import { builtinlib } from '@antv/g2/esm/lib/builtinlib';
import * as colorSchemes from '@antv/vendor/d3-scale-chromatic';
import RevenueAreaChart from './revenue-area-chart';
import ShareDonutChart from './share-donut-chart';

// Both charts rendered through @ant-design/charts as the build cuts it (chart-replacements.cjs,
// mapped for Jest by jest-resolver.cjs): a chart whose mark, scale, component, interaction or
// animation is missing from chart-library.ts fails G2's render with "Unknown Component: <key>",
// and a plot type missing from plots-registry.ts draws nothing.

/**
 * jsdom has no 2D canvas: a context that accepts every drawing call and measures text by its
 * length, enough for G2 to lay the chart out and G to walk its scene.
 */
function canvasContext(): CanvasRenderingContext2D {
  const gradient = { addColorStop: () => undefined };
  const known: Record<string, unknown> = {
    measureText: (text: string) => ({
      width: String(text).length * 6,
      actualBoundingBoxAscent: 8,
      actualBoundingBoxDescent: 2,
      fontBoundingBoxAscent: 8,
      fontBoundingBoxDescent: 2,
    }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    createPattern: () => ({}),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    getLineDash: () => [],
    isPointInPath: () => false,
    isPointInStroke: () => false,
  };
  return new Proxy(known, {
    get: (target, key) => (typeof key === 'string' && key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      if (typeof key === 'string') target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

let getContext: jest.SpyInstance;
let consoleError: jest.SpyInstance;
let renders: jest.SpyInstance;

beforeEach(() => {
  getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => canvasContext()) as unknown as typeof HTMLCanvasElement.prototype.getContext);
  consoleError = jest.spyOn(console, 'error');
  renders = jest.spyOn(Runtime.prototype, 'render');
});

afterEach(() => {
  getContext.mockRestore();
  consoleError.mockRestore();
  renders.mockRestore();
});

type Rendered = { getContext(): { canvas: { document: Document }; library: Record<string, unknown> } };

/** The G2 charts drawn so far, once each has finished rendering (a render that failed rejects). */
async function drawnCharts(count: number): Promise<Rendered[]> {
  await waitFor(() => expect(renders.mock.results).toHaveLength(count));
  return Promise.all(renders.mock.results.map((result) => result.value as Promise<Rendered>));
}

function marksOf(chart: Rendered): string[] {
  return Array.from(chart.getContext().canvas.document.getElementsByClassName(ELEMENT_CLASS_NAME)).map(
    (element) => (element as unknown as { markType: string }).markType,
  );
}

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const series = days.flatMap((date, index) => [
  { date, value: 1200 + index * 80, series: 'This period' },
  { date, value: 900 + index * 50, series: 'Previous period' },
]);
const shares = [
  { label: 'Instagram', value: 420 },
  { label: 'TikTok', value: 310 },
  { label: 'Facebook', value: 120 },
];

describe('the charts, drawn with the cut chart code', () => {
  it('draws the area chart: an area and a line per series', async () => {
    render(<RevenueAreaChart data={series} />);
    const [chart] = await drawnCharts(1);
    expect(marksOf(chart!).sort()).toEqual(['area', 'area', 'line', 'line']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('draws the donut: one arc per share', async () => {
    render(<ShareDonutChart data={shares} />);
    const [chart] = await drawnCharts(1);
    expect(marksOf(chart!)).toEqual(['interval', 'interval', 'interval']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("draws with G2's library cut to the app's parts, not its whole standard library", async () => {
    render(<ShareDonutChart data={shares} />);
    const [chart] = await drawnCharts(1);
    const library = Object.keys(chart!.getContext().library);
    expect(library).toEqual(expect.arrayContaining(['mark.area', 'mark.interval', 'theme.classicDark']));
    // A plot extension's mark and a geo one: what @ant-design/plots registers by default.
    expect(library).not.toContain('mark.sankey');
    expect(library).not.toContain('mark.geoPath');
  });

  it("leaves out G2's builtins and colour schemes the charts never use (the build's stand-ins)", () => {
    const builtins = Object.keys(builtinlib());
    expect(builtins).toEqual(expect.arrayContaining(['component.axisLinear', 'composition.view']));
    expect(builtins).not.toContain('component.legendContinuousBlock');
    expect(builtins).not.toContain('shape.break');
    expect(Object.keys(colorSchemes)).toEqual([]);
  });
});
