import { describe, expect, it } from 'vitest';
import type { Language } from '../types.ts';
import type { ProposedTask, VerificationCheckName, VerificationReport } from './types.ts';
import { verifyProposedTask } from './verify-task.ts';

/** A well-made English equation task; each test changes what it is about. */
function equationTask(overrides: Partial<ProposedTask> = {}): ProposedTask {
  return {
    question: 'Solve the equation 2x + 5 = 17. What is the value of x?',
    answer: '6',
    mode: 'equivalent',
    model: { kind: 'relation', relation: '2x+5=17', variable: 'x' },
    steps: [
      { text: 'Subtract 5 from both sides.', math: '2x = 12' },
      { text: 'Divide both sides by 2.', math: 'x = 6' },
    ],
    hints: ['Subtract 5 from both sides first.', 'Then divide both sides by 2.', 'So x = 6.'],
    ...overrides,
  };
}

/** A well-made Lithuanian word problem with an expression model. */
function bikeTask(overrides: Partial<ProposedTask> = {}): ProposedTask {
  return {
    question: 'Dviratis kainuoja 120 €. Tomas sumoka 3/4 kainos. Kiek eurų sumoka Tomas?',
    answer: '90',
    mode: 'equivalent',
    model: { kind: 'expression', expression: '120*3/4' },
    steps: [
      { text: 'Padauginkite kainą iš 3/4.', math: '120 · 3/4 = 360/4' },
      { text: 'Apskaičiuokite dalmenį.', math: '= 90' },
    ],
    hints: ['Kokią kainos dalį sumoka Tomas?', 'Padauginkite 120 iš 3/4.', 'Atsakymas: 90 €.'],
    ...overrides,
  };
}

function choiceTask(overrides: Partial<ProposedTask> = {}): ProposedTask {
  return {
    question: 'Dviratis kainuoja 120 €. Tomas sumoka 3/4 kainos. Kiek eurų sumoka Tomas?',
    answer: 'B',
    mode: 'multiple_choice',
    choices: [
      { letter: 'A', text: '80' },
      { letter: 'B', text: '90' },
      { letter: 'C', text: '100' },
      { letter: 'D', text: '160' },
    ],
    model: { kind: 'expression', expression: '120*3/4' },
    steps: [{ text: 'Padauginkite kainą iš 3/4.', math: '120 · 3/4 = 90' }],
    hints: ['Kokią kainos dalį sumoka Tomas?', 'Padauginkite 120 iš 3/4.'],
    ...overrides,
  };
}

function failing(report: VerificationReport): VerificationCheckName[] {
  return report.checks.filter((c) => !c.ok).map((c) => c.name);
}

function detail(report: VerificationReport, name: VerificationCheckName): string {
  return report.checks.find((c) => c.name === name)?.detail ?? '';
}

describe('verifyProposedTask accepts honest tasks', () => {
  const accepted: [string, ProposedTask, Language][] = [
    ['an English equation with a relation model', equationTask(), 'en'],
    ['a Lithuanian word problem with an expression model', bikeTask(), 'lt'],
    ['a Lithuanian multiple-choice task', choiceTask(), 'lt'],
    [
      'an inequality answered with an interval, worked through an unsolved inequality',
      equationTask({
        question: 'Solve the inequality 3x − 2 > 7 and write the answer as an interval.',
        answer: '(3; +inf)',
        mode: 'interval',
        model: { kind: 'relation', relation: '3x-2>7', variable: 'x' },
        steps: [
          { text: 'Add 2 to both sides.', math: '3x > 9' },
          { text: 'Divide both sides by 3.', math: 'x > 3' },
          { text: 'Write the solutions as an interval.', math: '(3; +inf)' },
        ],
        hints: ['Add 2 to both sides of the inequality.', 'Then divide both sides by 3; the sign stays.'],
      }),
      'en',
    ],
    [
      'a quadratic equation with two solutions, in Lithuanian',
      equationTask({
        question: 'Išspręskite lygtį x² − 5x + 6 = 0.',
        answer: '{2; 3}',
        mode: 'equation_solutions',
        model: { kind: 'relation', relation: 'x^2-5x+6=0', variable: 'x' },
        steps: [
          { text: 'Išskaidykite kairiąją pusę dauginamaisiais.', math: '(x-2)(x-3) = 0' },
          {
            text: 'Sandauga lygi nuliui, kai bent vienas dauginamasis lygus nuliui.',
            math: 'x = 2 or x = 3',
          },
        ],
        hints: [
          'Raskite du skaičius, kurių sandauga yra 6, o suma – 5.',
          'Lygtį galima užrašyti taip: (x − 2)(x − 3) = 0.',
          'Todėl x = 2 arba x = 3.',
        ],
      }),
      'lt',
    ],
    [
      'a rounded answer from an expression with π',
      bikeTask({
        question:
          'Apskritimo spindulys lygus 5 cm. Apskaičiuokite jo ilgį ir atsakymą suapvalinkite iki šimtųjų.',
        answer: '31.42',
        mode: 'decimal_places',
        options: { places: 2 },
        model: { kind: 'expression', expression: '2*pi*5' },
        steps: [
          { text: 'Apskritimo ilgis lygus 2πr.', math: '2 · π · 5 = 10π' },
          { text: 'Suapvalinkite.', math: '10π ≈ 31.42' },
        ],
        hints: [
          'Prisiminkite apskritimo ilgio formulę.',
          'Įrašykite r = 5 į formulę C = 2πr.',
          'Gausite 10π ≈ 31,42.',
        ],
      }),
      'lt',
    ],
  ];
  for (const [name, task, language] of accepted) {
    it(`accepts ${name}`, () => {
      const report = verifyProposedTask(task, language);
      expect(failing(report), JSON.stringify(report.checks, null, 1)).toEqual([]);
      expect(report.ok).toBe(true);
    });
  }

  it('reports all six checks, in the same order, every time', () => {
    const names = verifyProposedTask(equationTask(), 'en').checks.map((c) => c.name);
    expect(names).toEqual([
      'shape',
      'answer_parses',
      'model_matches',
      'steps_follow',
      'hints_hide_answer',
      'language',
    ]);
  });
});

describe('verifyProposedTask rejects each flaw for the right reason', () => {
  it('rejects an answer the model does not give, and says what the model gives', () => {
    const report = verifyProposedTask(
      equationTask({
        answer: '7',
        steps: [
          { text: 'Subtract 5 from both sides.', math: '2x = 12' },
          { text: 'Divide both sides by 2.', math: 'x = 6' },
        ],
      }),
      'en',
    );
    expect(report.ok).toBe(false);
    expect(failing(report)).toEqual(['model_matches', 'steps_follow']);
    expect(detail(report, 'model_matches')).toBe('the model 2x+5=17 gives x = 6, not the answer 7');
  });

  it('rejects a word problem whose expression gives another number', () => {
    const report = verifyProposedTask(
      bikeTask({ model: { kind: 'expression', expression: '120*2/3' } }),
      'lt',
    );
    expect(failing(report)).toEqual(['model_matches']);
    expect(detail(report, 'model_matches')).toContain('gives 80');
  });

  it('rejects a step that does not follow from the one before', () => {
    const report = verifyProposedTask(
      equationTask({
        steps: [
          { text: 'Subtract 5 from both sides.', math: '2x = 12' },
          { text: 'Divide both sides by 2.', math: 'x = 5' },
          { text: 'Check the answer.', math: 'x = 6' },
        ],
      }),
      'en',
    );
    expect(failing(report)).toEqual(['steps_follow']);
    expect(detail(report, 'steps_follow')).toBe('line 2 (x = 5) does not follow from the line before');
  });

  it('rejects a computation that is false, even though no unknown is in it', () => {
    const report = verifyProposedTask(
      bikeTask({
        steps: [
          { text: 'Padauginkite kainą iš 3.', math: '120 · 3 = 360' },
          { text: 'Padalykite iš 4.', math: '360 : 4 = 80' },
          { text: 'Atsakymas.', math: '90' },
        ],
      }),
      'lt',
    );
    expect(failing(report)).toEqual(['steps_follow']);
    expect(detail(report, 'steps_follow')).toBe('line 2 (360 : 4 = 80) is false');
  });

  it('rejects working that does not start from the model', () => {
    const report = verifyProposedTask(
      equationTask({
        steps: [
          { text: 'Subtract.', math: '2x = 10' },
          { text: 'Divide.', math: 'x = 6' },
        ],
      }),
      'en',
    );
    expect(failing(report)).toEqual(['steps_follow']);
  });

  it('rejects a hint that gives the answer away before the last one', () => {
    const report = verifyProposedTask(
      equationTask({
        hints: ['The answer is x = 6.', 'Subtract 5 from both sides first.', 'Then divide by 2.'],
      }),
      'en',
    );
    expect(failing(report)).toEqual(['hints_hide_answer']);
    expect(detail(report, 'hints_hide_answer')).toBe('hint 1 of 3 gives the answer away (x = 6)');
  });

  it('rejects a task with no hints', () => {
    expect(failing(verifyProposedTask(equationTask({ hints: [] }), 'en'))).toEqual(['hints_hide_answer']);
  });

  it('rejects English text for a Lithuanian request', () => {
    const report = verifyProposedTask(equationTask(), 'lt');
    expect(failing(report)).toEqual(['language']);
    expect(detail(report, 'language')).toBe('the question reads as English, not Lithuanian');
  });

  it('rejects one English hint in a Lithuanian task', () => {
    const report = verifyProposedTask(
      bikeTask({
        hints: ['Kokią kainos dalį sumoka Tomas?', 'Multiply the price by the fraction.', 'Atsakymas: 90 €.'],
      }),
      'lt',
    );
    expect(failing(report)).toEqual(['language']);
    expect(detail(report, 'language')).toBe('hint 2 reads as English, not Lithuanian');
  });

  it('rejects a multiple-choice answer that is not one of the options', () => {
    const report = verifyProposedTask(choiceTask({ answer: 'E' }), 'lt');
    expect(failing(report)).toContain('answer_parses');
    expect(detail(report, 'answer_parses')).toBe('the answer E is not one of the choices A, B, C, D');
  });

  it('rejects two choices with the same value', () => {
    const report = verifyProposedTask(
      choiceTask({
        choices: [
          { letter: 'A', text: '80' },
          { letter: 'B', text: '90' },
          { letter: 'C', text: '90,0' },
          { letter: 'D', text: '160' },
        ],
      }),
      'lt',
    );
    expect(failing(report)).toEqual(['answer_parses', 'model_matches']);
    expect(detail(report, 'answer_parses')).toBe('choices B and C have the same value');
  });

  it('rejects a multiple-choice model whose value is another option', () => {
    const report = verifyProposedTask(
      choiceTask({ answer: 'A', steps: [{ text: 'Padauginkite.', math: '120 · 3/4 = 90' }] }),
      'lt',
    );
    expect(failing(report)).toContain('model_matches');
    expect(detail(report, 'model_matches')).toBe('the model 120*3/4 gives choice B, not the answer A');
  });

  it('rejects a model the engine cannot read or cannot solve exactly', () => {
    const unreadable = verifyProposedTask(
      bikeTask({ model: { kind: 'expression', expression: '120 * (3/4' } }),
      'lt',
    );
    expect(failing(unreadable)).toEqual(['model_matches']);
    expect(detail(unreadable, 'model_matches')).toBe('the model 120 * (3/4 could not be read');
    const unsolvable = verifyProposedTask(
      equationTask({ model: { kind: 'relation', relation: 'sin(x) = 1/2 + x - 5.5', variable: 'x' } }),
      'en',
    );
    expect(failing(unsolvable)).toContain('model_matches');
    expect(detail(unsolvable, 'model_matches')).toContain('could not be solved exactly');
  });

  it('rejects HTML in the question', () => {
    const report = verifyProposedTask(
      equationTask({ question: 'Solve the equation <b>2x + 5 = 17</b>. What is the value of x?' }),
      'en',
    );
    expect(failing(report)).toEqual(['shape']);
    expect(detail(report, 'shape')).toBe('the question holds HTML');
    const script = verifyProposedTask(
      equationTask({ hints: ['<img src=x onerror=alert(1)>', 'Subtract 5.', 'x = 6'] }),
      'en',
    );
    expect(detail(script, 'shape')).toBe('hint 1 holds HTML');
  });

  it('keeps a formula with < and > in the question', () => {
    const report = verifyProposedTask(
      equationTask({ question: 'If a<b and b>c, solve the equation 2x + 5 = 17. What is the value of x?' }),
      'en',
    );
    expect(failing(report)).toEqual([]);
  });

  it('rejects too many hints and overlong texts', () => {
    const hints = Array.from({ length: 7 }, (_, k) => `Hint number ${k + 1}: think about both sides.`);
    const report = verifyProposedTask(equationTask({ hints, question: 'What is x? '.repeat(250) }), 'en');
    expect(detail(report, 'shape')).toBe(
      'the question is longer than 2000 characters; there are 7 hints (at most 6)',
    );
  });

  it('never throws on a malformed reply, and rejects it', () => {
    const malformed = {
      question: 42,
      answer: null,
      steps: 'none',
      hints: [7],
      model: 'x',
    } as unknown as ProposedTask;
    const report = verifyProposedTask(malformed, 'lt');
    expect(report.ok).toBe(false);
    expect(report.checks).toHaveLength(6);
    expect(failing(report)).toContain('shape');
  });
});
