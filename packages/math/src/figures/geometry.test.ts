import { describe, expect, it } from 'vitest';
import { allSkills } from '../curriculum/curriculum.ts';
import { generateTask } from '../generate/index.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask, type Language } from '../types.ts';
import { drawScene, textSize } from './geometry.ts';
import { shownAngle, shownTriangleAngles } from './geometry-shapes.ts';
import { FIGURE_SKILLS } from './skills.ts';

const NOTE = { lt: 'Brėžinys ne pagal mastelį', en: 'Not drawn to scale' } as const;

function geometryTasks(language: Language, seeds = 4): GeneratedTask[] {
  const tasks: GeneratedTask[] = [];
  for (const entry of allSkills()) {
    // Coordinates and vectors are drawn on the coordinate plane by the plots module.
    if (entry.area.id !== 'geometry-and-measurement' || entry.topic.id === 'coordinates-and-vectors')
      continue;
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (let seed = 0; seed < seeds; seed += 1) {
        tasks.push(generateTask(entry.skill.id, { difficulty, language, seed: `g${seed}` }));
      }
    }
  }
  return tasks;
}

type Text = { x: number; y: number; anchor: string; content: string };

function texts(svg: string): Text[] {
  return [...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    anchor: /text-anchor="(\w+)"/.exec(m[3] ?? '')?.[1] ?? 'start',
    content: (m[4] ?? '').replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
  }));
}

/** The horizontal extent of a label, from its anchor and estimated width. */
function extent(t: Text): [number, number] {
  const { w } = textSize(t.content);
  if (t.anchor === 'end') return [t.x - w, t.x];
  return t.anchor === 'middle' ? [t.x - w / 2, t.x + w / 2] : [t.x, t.x + w];
}

function viewBox(svg: string): [number, number] {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return [Number(m?.[1]), Number(m?.[2])];
}

describe('geometry figures', () => {
  const lt = geometryTasks('lt');
  const en = geometryTasks('en');
  const drawn = [...lt, ...en].filter((t) => t.figure !== null);

  it('draw a figure for every listed geometry skill', () => {
    const listed = new Set(drawn.map((t) => t.skill_id));
    expect(listed.size).toBeGreaterThanOrEqual(31);
    // Regular polygons are drawn only where the number of sides is given (not where it is the answer).
    for (const skill of listed)
      if (skill !== 'regular-polygon-angle') expect(FIGURE_SKILLS).toHaveProperty(skill);
  });

  it('say in the alt text every number and unknown the picture shows', () => {
    for (const task of drawn) {
      const figure = task.figure;
      if (!figure) continue;
      const alt = figure.alt.replace(/\u202f/g, ' ');
      for (const t of texts(figure.svg)) {
        if (t.content === NOTE[task.language]) continue;
        const where = `${task.skill_id} ${task.difficulty} ${task.language}: "${t.content}" in "${alt}"`;
        // Every number of the label as written (`12,5`, `2 772`, `3x`) and its question mark.
        for (const token of t.content.replace(/\u202f/g, ' ').match(/\d+(?: \d{3})*(?:[.,]\d+)?|\?/g) ?? []) {
          expect(alt, where).toContain(token);
        }
      }
    }
  });

  it('write Lithuanian numbers with the decimal comma and English ones with the point', () => {
    const ltDecimal = lt
      .flatMap((t) => (t.figure ? texts(t.figure.svg) : []))
      .filter((t) => /\d[.,]\d/.test(t.content));
    expect(ltDecimal.length).toBeGreaterThan(0);
    for (const t of ltDecimal) expect(t.content).not.toMatch(/\d\.\d/);
    const enDecimal = en
      .flatMap((t) => (t.figure ? texts(t.figure.svg) : []))
      .filter((t) => /\d\.\d/.test(t.content));
    expect(enDecimal.length).toBeGreaterThan(0);
  });

  it('keep every label inside the picture', () => {
    for (const task of drawn) {
      const figure = task.figure;
      if (!figure) continue;
      const [w, h] = viewBox(figure.svg);
      for (const t of texts(figure.svg)) {
        const where = `${task.skill_id} ${task.difficulty} ${task.language}: "${t.content}" at ${t.x},${t.y}`;
        const [x0, x1] = t.content === NOTE[task.language] ? [0, t.x] : extent(t);
        expect(x0, where).toBeGreaterThan(-4);
        expect(x1, where).toBeLessThan(w + 4);
        expect(t.y, where).toBeGreaterThan(0);
        expect(t.y, where).toBeLessThan(h);
      }
    }
  });

  it('mark the unknown in the accent colour and say "not to scale" where the drawing was changed', () => {
    const hypotenuse = generateTask('find-hypotenuse', {
      difficulty: 'very_easy',
      language: 'lt',
      seed: '1',
    });
    expect(hypotenuse.figure?.not_to_scale).toBe(true);
    expect(hypotenuse.figure?.svg).toContain(NOTE.lt);
    expect(hypotenuse.figure?.alt).toContain(NOTE.lt);
    expect(hypotenuse.figure?.svg).toMatch(/class="f-label f-ask"[^>]*>\?</);
    const cuboid = generateTask('cuboid-volume', { difficulty: 'very_easy', language: 'en', seed: '1' });
    expect(cuboid.figure?.svg).toMatch(/f-dashed/);
  });

  it('are the same for the same task', () => {
    for (const skill of ['third-angle', 'sector-area', 'pyramid-height', 'angle-of-elevation']) {
      const input = { difficulty: 'hard' as const, language: 'lt' as const, seed: 'same' };
      expect(generateTask(skill, input).figure).toEqual(generateTask(skill, input).figure);
    }
  });
});

describe('not-to-scale drawing', () => {
  it('moves an asked angle by at least 12° and keeps its kind', () => {
    for (let deg = 1; deg < 180; deg += 1) {
      const shown = shownAngle(deg);
      if (deg === 90) expect(shown).toBe(90);
      else {
        expect(Math.abs(shown - deg) >= 12 || shown === 20 || shown === 160).toBe(true);
        expect(shown < 90).toBe(deg < 90);
      }
    }
  });

  it('changes the asked angle of a triangle but keeps a given right angle right and an obtuse one obtuse', () => {
    const [a, b, c] = shownTriangleAngles([30, 60, 90], 0);
    expect(c).toBeCloseTo(90);
    expect(Math.abs(a - 30)).toBeGreaterThanOrEqual(8);
    expect(a + b + c).toBeCloseTo(180);
    const obtuse = shownTriangleAngles([20, 35, 125], 0);
    expect(obtuse[2]).toBeGreaterThan(90);
    // An asked right angle is drawn acute, never with the square that would give it away.
    expect(shownTriangleAngles([90, 40, 50], 0)[0]).toBeLessThan(90);
  });

  it('writes the note in the picture and the alt text', () => {
    const figure = drawScene(
      { segments: [{ from: [0, 0], to: [1, 0], label: { text: '?', ask: true } }] },
      { kind: 'triangle', language: 'en', alt: 'A segment.', notToScale: true },
    );
    expect(figure.svg).toContain(NOTE.en);
    expect(figure.alt).toBe(`A segment. ${NOTE.en}.`);
  });

  it('makes room for a long label at the edge instead of cutting it', () => {
    const figure = drawScene(
      { segments: [{ from: [0, 0], to: [0, 1], label: { text: '123 456,75 cm' }, away: [1, 0.5] }] },
      { kind: 'triangle', language: 'lt', alt: 'Atkarpa.' },
    );
    const label = texts(figure.svg)[0];
    expect(label).toBeDefined();
    if (label) expect(extent(label)[0]).toBeGreaterThan(0);
  });
});
