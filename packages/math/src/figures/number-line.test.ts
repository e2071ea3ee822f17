import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fromLineX, type LineInterval, numberLineView, renderNumberLine, toLineX } from './number-line.ts';
import { CLS, figure } from './svg.ts';

function count(markup: string, pattern: RegExp): number {
  return [...markup.matchAll(pattern)].length;
}

function texts(markup: string): string[] {
  return [...markup.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
}

const closedOpen: LineInterval = { low: -2.5, high: 4, closedLow: true, closedHigh: false };

describe('numberLineView', () => {
  it('shows every value with room to spare and maps values to x and back', () => {
    const view = numberLineView([-7, 12]);
    expect(view.min).toBeLessThan(-7);
    expect(view.max).toBeGreaterThan(12);
    expect(toLineX(view, view.min)).toBe(view.left);
    expect(fromLineX(view, toLineX(view, 3.25))).toBeCloseTo(3.25, 9);
    expect(view.width).toBeLessThanOrEqual(400);
  });
});

describe('renderNumberLine', () => {
  it('marks a closed end with a dot and an open end with a circle', () => {
    const view = numberLineView([-2.5, 4]);
    const g = renderNumberLine(view, { intervals: [closedOpen] }, 'en');
    expect(count(g, new RegExp(`<circle[^>]*class="${CLS.dot}"`, 'g'))).toBe(1);
    expect(count(g, new RegExp(`<circle[^>]*class="${CLS.hole}"`, 'g'))).toBe(1);
  });

  it('ends a ray in an arrow, with no dot at infinity', () => {
    const view = numberLineView([3]);
    const ray = renderNumberLine(
      view,
      { intervals: [{ low: null, high: 3, closedLow: false, closedHigh: true }] },
      'en',
    );
    const bounded = renderNumberLine(
      view,
      { intervals: [{ low: 1, high: 3, closedLow: false, closedHigh: true }] },
      'en',
    );
    expect(count(ray, /<polyline/g)).toBe(count(bounded, /<polyline/g) + 1);
    expect(count(ray, /<circle/g)).toBe(1);
  });

  it('writes each end once, with the decimal comma and minus sign in Lithuanian', () => {
    const view = numberLineView([-2.5, 4, 4], { levels: 2 });
    const g = renderNumberLine(
      view,
      {
        intervals: [
          closedOpen,
          { low: 4, high: 9, closedLow: true, closedHigh: true, level: 1, second: true },
        ],
      },
      'lt',
    );
    expect(texts(g)).toEqual(['x', '−2,5', '4', '9']);
  });

  it('numbers a scale only when asked, and marks those numbers as a scale', () => {
    const view = numberLineView([0, 10]);
    const values = renderNumberLine(view, { points: [{ value: 5 }] }, 'en');
    const scale = renderNumberLine(view, { points: [{ value: 5 }], numbers: 'scale' }, 'en');
    expect(values).not.toContain('data-scale');
    expect(count(scale, /data-scale=""/g)).toBeGreaterThan(3);
  });

  it('puts a value that would touch its neighbour on a second row', () => {
    const view = numberLineView([0, 100]);
    const g = renderNumberLine(view, { points: [{ value: 50 }, { value: 51 }] }, 'en');
    const ys = [...g.matchAll(/<text x="[^"]*" y="([^"]*)"[^>]*>5[01]<\/text>/g)].map((m) => Number(m[1]));
    expect(ys).toHaveLength(2);
    expect(ys[1]).toBeGreaterThan(ys[0] as number);
  });

  it('carries its mapping on the root and makes a well-formed, deterministic figure', () => {
    const view = numberLineView([-2.5, 4]);
    const make = () =>
      figure(
        { kind: 'number_line', language: 'en', width: view.width, height: view.height, alt: 'Interval.' },
        [renderNumberLine(view, { intervals: [closedOpen] }, 'en')],
      );
    const a = make();
    expect(a.svg).toBe(make().svg);
    expect(XMLValidator.validate(a.svg)).toBe(true);
    expect(a.svg).toContain(`data-min="${Math.round(view.min * 100) / 100}"`);
  });
});
