import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { barChart, boxPlot, type ChartPieces, histogram, pieChart } from './charts.ts';
import { figure } from './svg.ts';

type Box = { x: number; y: number; width: number; height: number };

/** The filled rectangles (bars, boxes) in drawing order. */
function filledRects(markup: string): Box[] {
  return [
    ...markup.matchAll(
      /<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)" class="f-[a-z-]*fill"/g,
    ),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), width: Number(m[3]), height: Number(m[4]) }));
}

function labels(markup: string, scale: boolean): string[] {
  return [...markup.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)]
    .filter((m) => (m[1] ?? '').includes('data-scale') === scale)
    .map((m) => m[2] ?? '');
}

function svgOf(chart: ChartPieces): string {
  return figure(
    { kind: 'bar_chart', language: 'en', width: chart.width, height: chart.height, alt: 'Chart.' },
    chart.body,
  ).svg;
}

describe('barChart', () => {
  const chart = barChart(
    { categories: ['walk', 'bus', 'bike', 'car'], values: [3, 6, null, 12], valueName: 'Pupils' },
    'en',
  );
  const markup = chart.body.join('');

  it('draws bars whose heights are in proportion to the counts', () => {
    const bars = filledRects(markup);
    expect(bars).toHaveLength(3);
    expect((bars[1] as Box).height / (bars[0] as Box).height).toBeCloseTo(2, 1);
    expect((bars[2] as Box).height / (bars[0] as Box).height).toBeCloseTo(4, 1);
  });

  it('leaves out the bar the task asks for and marks it instead', () => {
    expect(labels(markup, false)).toContain('?');
    const withX = barChart({ categories: ['1', '2'], values: [4, null], unknownText: 'x' }, 'en');
    expect(labels(withX.body.join(''), false)).toContain('x');
  });

  it('shows each count above its bar and numbers the value axis as a scale', () => {
    expect(labels(markup, false)).toEqual(expect.arrayContaining(['3', '6', '12', 'walk', 'car', 'Pupils']));
    expect(labels(markup, true)).toEqual(expect.arrayContaining(['0', '5', '10']));
  });

  it('writes decimals with a comma in Lithuanian', () => {
    const lt = barChart({ categories: ['A', 'B'], values: [0.5, 2.5] }, 'lt').body.join('');
    expect(labels(lt, false)).toEqual(expect.arrayContaining(['0,5', '2,5']));
    expect(labels(lt, true).some((n) => n.includes('.'))).toBe(false);
  });

  it('tilts long category names so that they do not run into each other', () => {
    const long = barChart(
      {
        categories: ['automobiliu', 'pėsčiomis', 'autobusu', 'dviračiu', 'traukiniu'],
        values: [1, 2, 3, 4, 5],
      },
      'lt',
    );
    expect(long.body.join('')).toContain('rotate(-40');
    expect(markup).not.toContain('rotate(');
  });

  it('is a well-formed figure of a few kilobytes', () => {
    const svg = svgOf(chart);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg.length).toBeLessThan(6 * 1024);
  });
});

describe('histogram', () => {
  const chart = histogram(
    { boundaries: [140, 150, 160, 170], frequencies: [3, 8, 5], valueName: 'Pupils' },
    'en',
  );
  const markup = chart.body.join('');

  it('draws adjacent bars, with no gaps between the classes', () => {
    const bars = filledRects(markup);
    expect(bars).toHaveLength(3);
    for (let i = 0; i + 1 < bars.length; i += 1) {
      const bar = bars[i] as Box;
      expect(bar.x + bar.width).toBeCloseTo((bars[i + 1] as Box).x, 1);
    }
  });

  it('numbers the class boundaries on the horizontal axis', () => {
    expect(labels(markup, true)).toEqual(expect.arrayContaining(['140', '150', '160', '170']));
  });
});

describe('pieChart', () => {
  const slices = [
    { name: 'maths', percent: 35 },
    { name: 'history', percent: null },
    { name: 'art', percent: 25 },
  ];
  const markup = pieChart(slices, 'en').body.join('');

  it('names every sector with its share, and the asked one with "?"', () => {
    const shown = labels(markup, false);
    expect(shown).toHaveLength(6);
    expect(shown).toEqual(expect.arrayContaining(['maths', '35 %', 'history', '?', 'art', '25 %']));
  });

  it('gives the unknown sector what the others leave of the whole circle', () => {
    const lt = pieChart(
      [
        { name: 'dailė', percent: 12.5 },
        { name: 'kita', percent: null },
      ],
      'lt',
    ).body.join('');
    expect(labels(lt, false)).toContain('12,5 %');
    expect([...lt.matchAll(/A76 76 0 1 1/g)]).toHaveLength(2);
  });
});

describe('boxPlot', () => {
  it('draws the box from Q1 to Q3 with the median inside, over a numbered scale', () => {
    const markup = boxPlot({ min: 2, q1: 10, median: 14, q3: 30, max: 40 }, 'en').body.join('');
    const box = filledRects(markup)[0] as Box;
    const medianX = Number(/<line x1="([^"]+)"[^>]*class="f-accent"/.exec(markup)?.[1]);
    expect(medianX).toBeGreaterThan(box.x);
    expect(medianX).toBeLessThan(box.x + box.width);
    expect((medianX - box.x) / box.width).toBeCloseTo((14 - 10) / (30 - 10), 2);
    expect(labels(markup, true)).toEqual(expect.arrayContaining(['0', '10', '20', '30', '40']));
    expect(labels(markup, false)).toEqual([]);
  });
});
