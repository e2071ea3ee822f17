import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  clipLine,
  fromSvg,
  niceStep,
  type PlaneView,
  planeFigure,
  planeView,
  renderPlane,
  sampleGraph,
  toSvg,
} from './plane.ts';
import { CLS, type Point } from './svg.ts';

/** The text of every `<text>` carrying `data-scale` (the axis numbers). */
function scaleNumbers(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*data-scale=""[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
}

function allRunPoints(runs: Point[][]): Point[] {
  return runs.flat();
}

describe('planeView', () => {
  it('shows every point and the origin, inside a figure at most 360 wide', () => {
    const points: Point[] = [
      [10, -6],
      [-3, 12],
      [37, -12],
    ];
    const view = planeView(points);
    for (const [x, y] of [...points, [0, 0] as Point]) {
      expect(x).toBeGreaterThanOrEqual(view.xMin);
      expect(x).toBeLessThanOrEqual(view.xMax);
      expect(y).toBeGreaterThanOrEqual(view.yMin);
      expect(y).toBeLessThanOrEqual(view.yMax);
    }
    expect(view.width).toBeLessThanOrEqual(360);
    expect(view.height).toBeLessThanOrEqual(300);
  });

  it('keeps one unit the same length on both axes, so distances look true', () => {
    const view = planeView([
      [-4, 3],
      [5, -2],
    ]);
    const origin = toSvg(view, [0, 0]);
    const right = toSvg(view, [1, 0]);
    const up = toSvg(view, [0, 1]);
    expect(right[0] - origin[0]).toBeCloseTo(origin[1] - up[1], 6);
  });

  it('maps world to SVG and back exactly (the mapping an interactive input will reuse)', () => {
    const view = planeView([
      [-7, 2],
      [3, 9],
    ]);
    for (const p of [
      [0, 0],
      [-7, 2],
      [2.5, -1.25],
    ] as Point[]) {
      const back = fromSvg(view, toSvg(view, p));
      expect(back[0]).toBeCloseTo(p[0], 9);
      expect(back[1]).toBeCloseTo(p[1], 9);
    }
    expect(toSvg(view, [view.xMin, view.yMax])).toEqual([view.left, view.top]);
  });

  it('numbers the axes in steps of 1, 2 or 5 × 10ⁿ', () => {
    expect(niceStep(10)).toBe(1);
    expect(niceStep(48)).toBe(5);
    expect(niceStep(130)).toBe(20);
    expect(niceStep(Number.NaN)).toBeGreaterThan(0);
  });
});

describe('renderPlane', () => {
  const view = planeView([
    [-3, 4],
    [6, -2],
  ]);

  it('writes the view on its root <g> for code that maps clicks to coordinates', () => {
    const g = renderPlane(view, {}, 'en');
    expect(g).toMatch(new RegExp(`^<g data-x-min="${view.xMin}" data-x-max="${view.xMax}"`));
    expect(g).toContain(`data-y-min="${view.yMin}"`);
    expect(g).toContain(`data-bottom="${Math.round(view.bottom * 100) / 100}"`);
  });

  it('writes axis numbers the way the language does, marked as a scale', () => {
    const small = planeView([], { xRange: [-1.5, 1.5], yRange: [-1.5, 1.5] });
    const lt = scaleNumbers(renderPlane(small, {}, 'lt'));
    const en = scaleNumbers(renderPlane(small, {}, 'en'));
    expect(lt).toContain('−0,5');
    expect(en).toContain('−0.5');
    expect(lt.every((n) => !n.includes('.'))).toBe(true);
  });

  it('names points and leaves out the numbers when asked (a scatter plot without a scale)', () => {
    const g = renderPlane(view, { points: [{ at: [-3, 4], name: 'A' }], numbers: false }, 'lt');
    expect(scaleNumbers(g)).toEqual([]);
    expect(g).toMatch(/>A<\/text>/);
    expect(g).toContain(`class="${CLS.dot}"`);
  });

  it('makes a small, well-formed, deterministic figure whose title is the alt text', () => {
    const content = {
      points: [{ at: [-3, 4] as Point, name: 'A' }],
      lines: [{ through: [[0, 0] as Point, [1, 1] as Point] as const, name: 'y = x' }],
      graphs: [{ fn: (x: number) => x * x - 2, name: 'y = x² − 2' }],
    };
    const a = planeFigure(view, content, { language: 'lt', alt: 'Koordinačių plokštuma: taškas A(−3; 4).' });
    const b = planeFigure(view, content, { language: 'lt', alt: 'Koordinačių plokštuma: taškas A(−3; 4).' });
    expect(a.svg).toBe(b.svg);
    expect(XMLValidator.validate(a.svg)).toBe(true);
    expect(a.svg).toContain('<title>Koordinačių plokštuma: taškas A(−3; 4).</title>');
    expect(new TextEncoder().encode(a.svg).length).toBeLessThan(6 * 1024);
  });

  it('draws a piecewise function with a dot at an included end and a circle at an excluded one', () => {
    const g = renderPlane(
      view,
      {
        graphs: [
          { fn: (x: number) => x, domain: [-2, 1], ends: { from: 'closed', to: 'open' } },
          { fn: () => 3, domain: [1, 4], ends: { from: 'closed' } },
        ],
      },
      'en',
    );
    expect([...g.matchAll(new RegExp(`<circle[^>]*class="${CLS.dot}"`, 'g'))]).toHaveLength(2);
    expect([...g.matchAll(new RegExp(`<circle[^>]*class="${CLS.hole}"`, 'g'))]).toHaveLength(1);
  });

  it('does not break on a function that throws or returns nonsense', () => {
    const graphs = [
      {
        fn: (x: number) => {
          if (x > 0) throw new Error('boom');
          return x;
        },
      },
      { fn: () => Number.NaN },
    ];
    expect(() => renderPlane(view, { graphs }, 'en')).not.toThrow();
  });
});

describe('clipLine', () => {
  it('cuts a line through two points at the edges of the box', () => {
    const view = planeView([], { xRange: [-5, 5], yRange: [-5, 5] });
    const clipped = clipLine(view, [0, 0], [1, 1]);
    expect(clipped).toEqual([
      [-5, -5],
      [5, 5],
    ]);
    expect(clipLine(view, [0, 9], [1, 9])).toBeNull();
  });
});

describe('sampleGraph', () => {
  const view: PlaneView = planeView([], { xRange: [-6, 6], yRange: [-4, 4] });

  it('never joins the graph of tan across an asymptote and never leaves the box', () => {
    const runs = sampleGraph(view, { fn: Math.tan, breaks: [-Math.PI / 2, Math.PI / 2, (3 * Math.PI) / 2] });
    expect(runs.length).toBeGreaterThanOrEqual(4);
    for (const run of runs) {
      const asymptote = [-Math.PI / 2, Math.PI / 2].find(
        (a) => (run[0] as Point)[0] < a && (run[run.length - 1] as Point)[0] > a,
      );
      expect(asymptote).toBeUndefined();
    }
    for (const [, y] of allRunPoints(runs)) {
      expect(y).toBeGreaterThanOrEqual(view.yMin - 1e-9);
      expect(y).toBeLessThanOrEqual(view.yMax + 1e-9);
    }
  });

  it('runs a steep curve right up to the edge of the box instead of stopping short', () => {
    const runs = sampleGraph(view, { fn: (x) => 1 / x, breaks: [0] });
    const tops = allRunPoints(runs).filter(([, y]) => Math.abs(y - view.yMax) < 1e-6);
    const bottoms = allRunPoints(runs).filter(([, y]) => Math.abs(y - view.yMin) < 1e-6);
    expect(tops.length).toBe(1);
    expect(bottoms.length).toBe(1);
  });

  it('leaves a gap where nobody declared the asymptote of 1/x, instead of a vertical stroke', () => {
    // A range where no sample falls on 0 itself, so the jump lies between two samples.
    const offCentre = planeView([], { xRange: [-6, 5.9], yRange: [-4, 4] });
    const runs = sampleGraph(offCentre, { fn: (x) => 1 / x });
    expect(runs.length).toBe(2);
    for (const run of runs) {
      const xs = run.map(([x]) => x);
      expect(Math.min(...xs) < 0 && Math.max(...xs) > 0).toBe(false);
    }
  });

  it('draws nothing outside the domain or where the function is undefined', () => {
    const log = sampleGraph(view, { fn: Math.log, domain: [0, Number.POSITIVE_INFINITY] });
    expect(allRunPoints(log).every(([x]) => x >= 0)).toBe(true);
    const root = sampleGraph(view, { fn: Math.sqrt });
    expect(allRunPoints(root).every(([x]) => x >= -1e-9)).toBe(true);
    expect(root.length).toBe(1);
  });
});
