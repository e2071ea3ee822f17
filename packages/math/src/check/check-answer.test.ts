import { describe, expect, it } from 'vitest';
import type { CheckMode, CheckOptions, CheckRequest, CheckResult } from '../types.ts';
import { checkAnswer } from './check-answer.ts';
import { FEEDBACK } from './feedback.ts';

describe('checkAnswer', () => {
  it.each<[string, CheckMode]>([
    ['8.5', 'equivalent'],
    ['-12', 'equivalent'],
    ['19/12', 'simplified_fraction'],
    ['2x^2+5x-12', 'expanded'],
    ['6*sqrt(2)', 'exact_form'],
    ['36*pi', 'exact_form'],
    ['y=2x+1', 'equation'],
    ['x = -3; x = 0', 'equation_solutions'],
    ['x = 3, y = 2', 'equation_solutions'],
    ['x = pi/2 + 2*pi*n, n in Z', 'equation_solutions'],
    ['(3; -4)', 'coordinates'],
    ['{(-4; 0); (2; 0)}', 'coordinates'],
    ['(-inf; 0] U [4; +inf)', 'interval'],
    ['(-inf; 0] U [4; +inf)', 'inequality'],
    ['{2; 4}', 'set'],
    ['A', 'multiple_choice'],
    ['(x-3)(x+1)', 'factored'],
    ['1 1/2', 'mixed_number'],
  ])('accepts the generators’ answer format %s as its own answer in %s mode', (answer, mode) => {
    const r = checkAnswer({ correct: answer, student: answer, mode });
    expect(r.is_correct).toBe(true);
    expect(r.feedback).toBe('Teisingai!');
  });

  it.each([
    ['|x + 11|', 'x + 11'],
    ['sqrt((x + 11)^2)', 'x + 11'],
    ['|x - 20|', '20 - x'],
  ])('rejects %s written as %s: they differ only far from zero', (correct, student) => {
    expect(checkAnswer({ correct, student, mode: 'equivalent' }).is_correct).toBe(false);
    expect(checkAnswer({ correct, student: correct, mode: 'equivalent' }).is_correct).toBe(true);
  });

  it('rejects a different number in equivalent mode', () => {
    expect(checkAnswer({ correct: '8.5', student: '8.6', mode: 'equivalent' }).is_correct).toBe(false);
  });

  it('compares periodic solution families however the parameter is named', () => {
    const correct = 'x = pi/2 + 2*pi*n, n in Z';
    expect(
      checkAnswer({ correct, student: 'x = π/2 + 2πk, k ∈ Z', mode: 'equation_solutions' }).is_correct,
    ).toBe(true);
    expect(
      checkAnswer({ correct, student: 'x = π/2 + πk, k ∈ Z', mode: 'equation_solutions' }).is_correct,
    ).toBe(false);
  });

  it('reads multiple-choice letters case-insensitively with ) or .', () => {
    for (const s of ['b', 'B)', 'b.', ' B ']) {
      expect(checkAnswer({ correct: 'B', student: s, mode: 'multiple_choice' }).is_correct).toBe(true);
    }
    expect(checkAnswer({ correct: 'B', student: 'C', mode: 'multiple_choice' }).is_correct).toBe(false);
  });

  it('fills the result fields for numbers and points', () => {
    const n = checkAnswer({ correct: '3/4', student: '0,8', mode: 'equivalent', language: 'en' });
    expect(n).toMatchObject({
      is_correct: false,
      student_value: '0.8',
      correct_value: '0.75',
      difference: '0.05',
    });
    expect(n.feedback).toBe('Incorrect.');
    const p = checkAnswer({ correct: '(1, -2)', student: 'A(1; −2)', mode: 'coordinates' });
    expect(p).toMatchObject({ is_correct: true, student_coords: [1, -2], correct_coords: [1, -2] });
  });

  it('shows how an ambiguous answer was read', () => {
    const r = checkAnswer({ correct: 'x/2', student: '1/2x', mode: 'equivalent', language: 'en' });
    expect(r.is_correct).toBe(true);
    expect(r.feedback).toContain('1/2*x');
  });

  it('reports errors with a kind and a message instead of throwing', () => {
    const r = checkAnswer({ correct: '5', student: '2+*3', mode: 'equivalent' });
    expect(r).toMatchObject({
      is_correct: false,
      feedback_key: 'parse_error',
      error: { kind: 'parse_error' },
    });
    const bad = checkAnswer({ correct: '5', student: undefined as unknown as string, mode: 'equivalent' });
    expect(bad.is_correct).toBe(false);
  });

  it('never accepts huge powers that only overflow to the same float', () => {
    expect(checkAnswer({ correct: 'x^1000000', student: 'x^1000001', mode: 'equivalent' }).is_correct).toBe(
      false,
    );
    expect(checkAnswer({ correct: '2^1000', student: '2^1000', mode: 'equivalent' }).is_correct).toBe(true);
  });

  it('compares expressions that are defined only far from zero', () => {
    const check = (correct: string, student: string, mode: 'equation' | 'equivalent') =>
      checkAnswer({ correct, student, mode }).is_correct;
    expect(check('y=-sqrt(x-4)+9', 'y = 9 - sqrt(x - 4)', 'equation')).toBe(true);
    expect(check('y=-sqrt(x-4)+9', 'y=-sqrt(x-4)+10', 'equation')).toBe(false);
    expect(check('sqrt(x-40)', 'sqrt(x-40)', 'equivalent')).toBe(true);
    expect(check('sqrt(x-40)', 'sqrt(x-41)', 'equivalent')).toBe(false);
  });
});

/** A result survives the server's JSON response schema: no Infinity or NaN anywhere, nothing lost. */
function expectJsonSafe(r: CheckResult): void {
  expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  for (const coords of [r.student_coords, r.correct_coords]) {
    for (const x of coords ?? []) expect(Number.isFinite(x)).toBe(true);
  }
  expect(JSON.stringify(r)).not.toMatch(/Infinity|NaN/);
}

function expectNamed(request: CheckRequest, kind: string | null, key: string): void {
  for (const language of ['lt', 'en'] as const) {
    const r = checkAnswer({ ...request, language });
    expect(r.is_correct, `${request.student} (${language})`).toBe(false);
    expect(r.error?.kind ?? null, `${request.student} (${language})`).toBe(kind);
    expect(r.feedback_key, `${request.student} (${language})`).toBe(key);
    expect(r.feedback).toBe(FEEDBACK[key as keyof typeof FEEDBACK][language]);
    if (r.error) expect(r.error.message.length).toBeGreaterThan(0);
    expectJsonSafe(r);
  }
}

describe('numbers the engine cannot represent', () => {
  // issue 9: these made Infinity reach student_coords, which the server's response schema rejects (500).
  it.each<[CheckMode, string, string]>([
    ['coordinates', '(1, 2)', '(2^1024; 1)'],
    ['coordinates', '(1, 2)', '(1; 10^400)'],
    ['coordinates', '(1, 2)', '(171!; 2)'],
    ['equivalent', '5', '171!'],
    ['equivalent', '5', '1e309'],
    ['equivalent', '5', '-1e309'],
    ['equation_solutions', '{-1, 3}', 'x = 10^400'],
  ])('%s: %s refuses %s as too large, in lt and en', (mode, correct, student) => {
    expectNamed({ mode, correct, student }, 'too_large', 'too_large');
  });

  it('refuses a number so small that it vanishes, as out of range', () => {
    expectNamed({ mode: 'equivalent', correct: '0', student: '1e-400' }, 'too_large', 'too_small');
  });

  it('still checks the largest representable numbers', () => {
    expect(checkAnswer({ correct: '10^308', student: '1e308', mode: 'equivalent' }).is_correct).toBe(true);
    expect(checkAnswer({ correct: '2^1000', student: '2^1000', mode: 'coordinates' }).is_correct).toBe(true);
    const r = checkAnswer({ correct: '(1, 2)', student: '(10^300; 2)', mode: 'coordinates' });
    expect(r.is_correct).toBe(false);
    expect(r.error).toBeNull();
    expectJsonSafe(r);
  });
});

describe('scientific notation in typed answers', () => {
  // issue 9: 1e3 was read as 1·e·3 ≈ 8.15.
  it.each<[string, string, CheckMode]>([
    ['1000', '1e3', 'equivalent'],
    ['0.0015', '1,5e-3', 'equivalent'],
    ['1500', '1.5E3', 'equivalent'],
    ['200000', '2e+5', 'equivalent'],
    ['(1500, -2)', '(1,5e3; -2)', 'coordinates'],
    ['12300', '1.23e4', 'sig_figs'],
  ])('%s is accepted as %s in %s mode', (correct, student, mode) => {
    const r = checkAnswer({ correct, student, mode, options: { figures: 3 } });
    expect(r.is_correct).toBe(true);
  });

  // issue 9: convert-area-units writes its answer as 1.32e-6; the plain decimal was refused.
  it('accepts the plain decimal for a teacher answer in scientific notation', () => {
    expect(checkAnswer({ correct: '1.32e-6', student: '0,00000132', mode: 'equivalent' }).is_correct).toBe(
      true,
    );
    expect(checkAnswer({ correct: '1.32e-6', student: '1,32', mode: 'equivalent' }).is_correct).toBe(false);
  });

  it('keeps e as Euler’s number outside the exponent form', () => {
    expect(checkAnswer({ correct: '2*exp(1)', student: '2e', mode: 'equivalent' }).is_correct).toBe(true);
    expect(checkAnswer({ correct: 'exp(2)', student: 'e^2', mode: 'equivalent' }).is_correct).toBe(true);
  });
});

describe('an answer in the asked form', () => {
  const value: CheckOptions = { form: 'value' };

  // issue 9: "sqrt(64)-sqrt(225)" got full points for "compute √64 − √225"; "7+14" for "√196 + √49".
  it.each<[string, string]>([
    ['-7', 'sqrt(64)-sqrt(225)'],
    ['-7', '√64 − √225'],
    ['21', '7+14'],
    ['21', '√196 + √49'],
    ['3', '6/2'],
    ['8', '2^3'],
    ['0.5', 'sin(pi/6)'],
    ['10*sqrt(2)', 'sqrt(11^2+60^2-3521)'],
    ['10*sqrt(2)', 'sqrt(200)'],
    ['10*sqrt(2)', '2*sqrt(2)*5'],
    ['12*pi', '4*3*pi'],
  ])('a compute task with answer %s refuses the unevaluated %s', (correct, student) => {
    expectNamed(
      { mode: 'equivalent', correct, student, options: value },
      'not_in_asked_form',
      'not_computed',
    );
  });

  it.each<[string, string]>([
    ['-7', '-7'],
    ['-7', '−7'],
    ['0.75', '3/4'],
    ['0.75', '0,75'],
    ['11/24', '22/48'],
    ['3/2', '1 1/2'],
    ['1/3', '0,(3)'],
    ['1000', '1e3'],
    ['10*sqrt(2)', '10√2'],
    ['10*sqrt(2)', 'sqrt(2)*10'],
    ['10*sqrt(3)/3', '10√3/3'],
    ['100*pi/3', '100π/3'],
    ['100*pi/3', '(100/3)π'],
    ['sqrt(2)/2', '1/sqrt(2)'],
    ['(3+sqrt(5))/2', '(3+√5)/2'],
    ['2+sqrt(3)', '√3 + 2'],
    ['60', '60°'],
  ])('a compute task with answer %s accepts the number %s', (correct, student) => {
    const r = checkAnswer({ mode: 'equivalent', correct, student, options: value });
    expect(r.is_correct).toBe(true);
    expect(r.error).toBeNull();
  });

  it('counts a wrong number as a normal wrong try, however it is written', () => {
    for (const student of ['-8', '7+15']) {
      const r = checkAnswer({ mode: 'equivalent', correct: '-7', student, options: value });
      expect(r.is_correct).toBe(false);
      expect(r.error).toBeNull();
    }
  });

  it('applies to every number of a point or a set of solutions', () => {
    expectNamed(
      { mode: 'coordinates', correct: '(6, 17)', student: '((7+5)/2; (18+16)/2)', options: value },
      'not_in_asked_form',
      'not_computed',
    );
    expectNamed(
      { mode: 'equation_solutions', correct: 'x = 30', student: 'x = 300/10', options: value },
      'not_in_asked_form',
      'not_computed',
    );
    expect(
      checkAnswer({ mode: 'coordinates', correct: '(6, 17)', student: '(6; 17)', options: value }).is_correct,
    ).toBe(true);
  });

  // issue 9: "Simplify −6/(x + 6) − 5/(x + 6)" accepted the question itself.
  it('refuses an unsimplified expression for a simplify task', () => {
    const simplified: CheckOptions = { form: 'simplified' };
    expectNamed(
      { mode: 'equivalent', correct: '-11/(x+6)', student: '-6/(x+6) - 5/(x+6)', options: simplified },
      'not_in_asked_form',
      'not_simplified_expression',
    );
    expectNamed(
      { mode: 'equivalent', correct: '(x-5)/5', student: '(x^2-5x)/(5x)', options: simplified },
      'not_in_asked_form',
      'not_simplified_expression',
    );
    expectNamed(
      { mode: 'equivalent', correct: '-8x+2', student: '2*(-4)x+2', options: simplified },
      'not_in_asked_form',
      'not_simplified_expression',
    );
    for (const student of ['-11/(x+6)', '11/(-x-6)', '-(11/(x+6))']) {
      const r = checkAnswer({ mode: 'equivalent', correct: '-11/(x+6)', student, options: simplified });
      expect(r.is_correct, student).toBe(true);
    }
    const wrong = checkAnswer({
      mode: 'equivalent',
      correct: '-11/(x+6)',
      student: '-1/(x+6)',
      options: simplified,
    });
    expect(wrong.error).toBeNull();
  });

  // issue 9: the form modes named the form but counted it as a plain wrong try.
  it.each<[string, CheckMode, string, string, CheckOptions?]>([
    ['not_expanded', 'expanded', 'x^2+5x+6', '(x+2)(x+3)'],
    ['like_terms', 'expanded', 'x^2+5x+6', 'x^2+2x+3x+6'],
    ['not_factored', 'factored', '(x-1)(x+1)', 'x^2-1'],
    ['not_fully_factored', 'factored', '2(x-1)(x+1)', '(2x-2)(x+1)'],
    // issue 14's verification found this one: grouping done, the common bracket not taken out.
    ['not_factored', 'factored', '(a+9)(y+8)', 'y(a+9)+8(a+9)'],
    ['not_fully_factored', 'factored', '(a+b)(x+1)(x-1)', '(a+b)(x^2-1)'],
    ['not_simplified', 'simplified_fraction', '3/4', '6/8'],
    ['decimal_not_fraction', 'simplified_fraction', '3/4', '0.75'],
    ['improper_fraction', 'mixed_number', '1 1/2', '3/2'],
    ['not_computed', 'exact_form', '14', '12+2'],
    ['not_simplified_expression', 'exact_form', 'm^14', 'm^9*m^5'],
    ['not_in_required_form', 'exact_form', '3*5*11', '165'],
    ['interval_notation_required', 'interval', '[2, inf)', 'x>=2'],
    ['wrong_decimal_places', 'decimal_places', '3.14', '3.140', { places: 2 }],
  ])('names %s and does not count it: %s, %s for %s', (key, mode, correct, student, options) => {
    expectNamed({ mode, correct, student, options }, 'not_in_asked_form', key);
  });

  it('counts a wrong value in a form mode as a normal wrong try', () => {
    for (const [mode, correct, student] of [
      ['expanded', 'x^2+5x+6', '(x+2)(x+4)'],
      ['factored', '(x-1)(x+1)', '(x-1)(x+2)'],
      ['simplified_fraction', '3/4', '2/3'],
    ] as const) {
      const r = checkAnswer({ mode, correct, student });
      expect(r.is_correct, student).toBe(false);
      expect(r.error, student).toBeNull();
    }
  });
});

describe('a non-number where a number is expected', () => {
  // issue 9: "abc" for a numeric task was counted as a wrong try.
  it.each<[CheckMode, string, string, string, CheckOptions?]>([
    ['equivalent', '5', 'abc', 'expected_number'],
    ['equivalent', '6*sqrt(2)', 'x', 'expected_number'],
    ['numeric_tolerance', '5', 'abc', 'expected_number'],
    ['percent', '75', 'abc', 'expected_percent'],
    ['simplified_fraction', '3/4', 'abc', 'expected_fraction'],
    ['mixed_number', '1 1/2', 'abc', 'expected_mixed_number'],
    ['decimal_places', '3.14', 'abc', 'not_a_decimal', { places: 2 }],
    ['coordinates', '(1, -2)', 'abc', 'expected_coordinates'],
    ['set', '{2, 4}', 'abc', 'expected_set'],
    ['ordered_list', '2, 5, 8', 'abc', 'expected_list'],
    ['interval', '[2, inf)', 'abc', 'expected_interval'],
    ['inequality', 'x > 2', 'abc', 'expected_inequality'],
    ['equation_solutions', '{-1, 3}', 'abc', 'expected_solutions'],
    ['equation_solutions', '{-1, 3}', '(x-3)(x+1)=0', 'equation_not_solved'],
    ['equation', 'y=2x+1', '2x+1', 'equation_required'],
    ['quantity', '12 cm^2', 'abc', 'expected_quantity'],
    ['multiple_choice', 'B', 'abc', 'choose_option'],
  ])(
    '%s (correct %s): %s says what is expected (%s) and is not counted',
    (mode, correct, student, key, options) => {
      expectNamed({ mode, correct, student, options }, 'wrong_kind', key);
    },
  );

  it('still reads "x = 5" and "y = 2x + 1" as answers', () => {
    expect(checkAnswer({ mode: 'equivalent', correct: '5', student: 'x = 5' }).is_correct).toBe(true);
    expect(checkAnswer({ mode: 'set', correct: '{2, 4}', student: 'x = 2; x = 4' }).is_correct).toBe(true);
    expect(checkAnswer({ mode: 'equivalent', correct: '2x+1', student: 'y = 2x + 1' }).is_correct).toBe(true);
  });
});

describe('the attempt contract with the server: error !== null means the answer is not counted', () => {
  it.each<[CheckMode, string, string, string | null]>([
    ['equivalent', '5', '', 'empty'],
    ['equivalent', '5', '2+*3', 'parse_error'],
    ['equivalent', '5', '1+'.repeat(600), 'too_long'],
    ['equivalent', '5', '9^9^9', 'too_complex'],
    ['equivalent', '5', '1e309', 'too_large'],
    ['equivalent', '5', 'abc', 'wrong_kind'],
    ['expanded', 'x^2+5x+6', '(x+2)(x+3)', 'not_in_asked_form'],
    ['equivalent', '5', '6', null],
    ['equivalent', '-8', '8', null],
    ['equivalent', '5', '1/0', null],
    ['coordinates', '(2, -1)', '(-1; 2)', null],
    ['interval', '[2, inf)', '(2; inf)', null],
    ['multiple_choice', 'B', 'C', null],
  ])('%s, correct %s, student %s → error %s', (mode, correct, student, kind) => {
    const r = checkAnswer({ mode, correct, student });
    expect(r.is_correct).toBe(false);
    expect(r.error?.kind ?? null).toBe(kind);
  });
});
