import { describe, expect, it } from 'vitest';
import type { Figure, GeneratedTask, Language } from '../types.ts';
import { figureProblems, numbersIn, SCALE_LABEL_ATTR } from './check-figure.ts';
import { el, figure, textAt } from './svg.ts';

function task(language: Language, question: string, correct: string, display: string): GeneratedTask {
  return {
    skill_id: 'third-angle',
    subtopic_id: 's',
    topic_id: 't',
    area_id: 'a',
    curriculum_ref: 'r',
    grade: 7,
    difficulty: 'easy',
    language,
    seed: '1',
    interest: null,
    title: 'Triangle',
    question,
    choices: null,
    input_kind: 'number',
    answer: { mode: 'equivalent', correct, display },
    hints: [],
    steps: [],
    explanation: '',
    figure: null,
  };
}

const ENGLISH = task('en', 'Two angles of a triangle are 50° and 60°. Find the third angle.', '70', '70°');
const LITHUANIAN = task('lt', 'Trikampio kampai 50° ir 60°. Raskite trečiąjį kampą.', '70', '70°');

function drawing(language: Language, alt: string, labels: readonly string[], notToScale = false): Figure {
  return figure(
    { kind: 'triangle', language, width: 360, height: 240, alt, notToScale },
    labels.map((content, i) => textAt([40 + i * 60, 120], content)),
  );
}

describe('figureProblems', () => {
  it('passes a well-made figure', () => {
    const good = drawing('en', 'Triangle ABC: angle A = 50°, angle B = 60°, angle C unknown.', [
      '50°',
      '60°',
      '?',
    ]);
    expect(figureProblems(good, ENGLISH)).toEqual([]);
    const lt = drawing('lt', 'Trikampis ABC: kampas A = 50°, kampas B = 60°, kampas C nežinomas.', [
      '50°',
      '60°',
    ]);
    expect(figureProblems(lt, LITHUANIAN)).toEqual([]);
  });

  it('catches a label that shows the answer, also written the Lithuanian way', () => {
    const leaky = drawing('en', 'Triangle ABC: angles 50°, 60° and 70°.', ['50°', '60°', '70°']);
    expect(figureProblems(leaky, ENGLISH).join()).toMatch(/answer's 70/);
    const decimal = task('lt', 'Trikampio kraštinės 3 ir 4.', '12.5', '12,5 cm');
    const ltLeak = drawing('lt', 'Trikampis: kraštinės 3 cm ir 4 cm.', ['3', '4', '12,5']);
    expect(figureProblems(ltLeak, decimal).join()).toMatch(/12\.5/);
    const thousands = task('lt', 'Raskite plotą.', '2772', '2 772 cm²');
    const big = drawing('lt', 'Stačiakampis, plotas nežinomas.', ['2\u202f772']);
    expect(figureProblems(big, thousands).join()).toMatch(/2772/);
  });

  it('allows a given number that happens to equal the answer, as often as the question gives it', () => {
    const coincidence = task(
      'en',
      'Two sides are 31 cm and 6 cm; the height to the first is 6 cm.',
      '31',
      '31 cm',
    );
    const once = drawing('en', 'Triangle: side 31 cm, side 6 cm, height 6 cm.', ['31', '6', '6']);
    expect(figureProblems(once, coincidence)).toEqual([]);
    const twice = drawing('en', 'Triangle: sides 31 cm and 6 cm, height 6 cm.', ['31', '6', '6', '31']);
    expect(figureProblems(twice, coincidence)).not.toEqual([]);
  });

  it('skips scale labels and honours the read-off-the-figure exception', () => {
    const scale = el('text', { x: 10, y: 10, class: 'f-small', [SCALE_LABEL_ATTR]: true }, ['70']);
    const axis = figure(
      { kind: 'coordinate_plane', language: 'en', width: 360, height: 240, alt: 'A plane.' },
      [scale],
    );
    expect(figureProblems(axis, ENGLISH)).toEqual([]);
    const leaky = drawing('en', 'A point at 70.', ['70']);
    expect(figureProblems(leaky, ENGLISH, { answerMayShow: true })).toEqual([]);
  });

  it('rejects broken, unsafe or oversized markup', () => {
    const good = drawing('en', 'Triangle ABC.', ['A']);
    const broken = { ...good, svg: good.svg.replace('</text>', '') };
    expect(figureProblems(broken, ENGLISH).join()).toMatch(/well-formed/);
    const scripted = { ...good, svg: good.svg.replace('<style>', '<script>alert(1)</script><style>') };
    expect(figureProblems(scripted, ENGLISH).join()).toMatch(/script/);
    const linked = {
      ...good,
      svg: good.svg.replace('<title>', '<a href="https://x.y"><title>').replace('</svg>', '</a></svg>'),
    };
    expect(figureProblems(linked, ENGLISH).join()).toMatch(/refers outside/);
    const handler = { ...good, svg: good.svg.replace('<text ', '<text onclick="x()" ') };
    expect(figureProblems(handler, ENGLISH).join()).toMatch(/event attribute/);
    // Words in the text are not attributes: an angle named ONK is fine.
    const named = drawing('en', 'Regular pentagon KLMNO; angle ONK = ? (to be found).', ['?']);
    expect(figureProblems(named, ENGLISH)).toEqual([]);
    const huge = drawing(
      'en',
      'Many labels.',
      Array.from({ length: 200 }, () => 'A label'),
    );
    expect(figureProblems(huge, ENGLISH).join()).toMatch(/too large/);
    const noViewBox = { ...good, svg: good.svg.replace(/ viewBox="[^"]*"/, '') };
    expect(figureProblems(noViewBox, ENGLISH).join()).toMatch(/viewBox/);
  });

  it('wants alt text in the task language, equal to the title', () => {
    const english = drawing('en', 'Triangle ABC with the angle of 50°.', ['50°']);
    expect(figureProblems(english, LITHUANIAN).join()).toMatch(/not Lithuanian|English/);
    const lithuanian = drawing('en', 'Trikampis ABC, kampas 50°.', ['50°']);
    expect(figureProblems(lithuanian, ENGLISH).join()).toMatch(/Lithuanian letters/);
    const point = drawing('lt', 'Trikampis, kraštinė 2.5 cm.', ['2,5']);
    expect(figureProblems(point, LITHUANIAN).join()).toMatch(/decimal point/);
    const empty = drawing('en', ' ', ['A']);
    expect(figureProblems(empty, ENGLISH).join()).toMatch(/empty/);
    const good = drawing('en', 'Triangle ABC.', ['A']);
    expect(figureProblems({ ...good, alt: 'Something else.' }, ENGLISH).join()).toMatch(/title/);
  });

  it('wants the "not to scale" note in the picture and the alt text when the flag is set', () => {
    const noted = drawing('lt', 'Trikampis ABC.', ['A'], true);
    expect(figureProblems(noted, LITHUANIAN)).toEqual([]);
    const silent = { ...drawing('lt', 'Trikampis ABC.', ['A']), not_to_scale: true };
    expect(figureProblems(silent, LITHUANIAN).join()).toMatch(/does not say so/);
  });
});

describe('numbersIn', () => {
  it('reads numbers the way each language writes them', () => {
    expect(numbersIn('−1\u202f234,5 cm; 7', 'lt')).toEqual([-1234.5, 7]);
    expect(numbersIn('2,772 cm² and 7, 24', 'en')).toEqual([2772, 7, 24]);
    expect(numbersIn('A₁B₁ = x²', 'en')).toEqual([]);
  });
});
