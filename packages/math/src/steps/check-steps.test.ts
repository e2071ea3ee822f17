import { describe, expect, it } from 'vitest';
import { checkSteps } from './check-steps.ts';

describe('checkSteps', () => {
  it('accepts a correct solution of a linear equation', () => {
    const r = checkSteps({ mode: 'equation_solutions' }, ['2x+3=7', '2x=4', 'x=2']);
    expect(r.first_error).toBeNull();
    expect(r.feedback_key).toBe('steps_ok');
    expect(r.lines.map((l) => l.verdict)).toEqual(['start', 'same_solutions', 'same_solutions']);
  });

  it('points at the first line that does not follow', () => {
    const r = checkSteps({}, ['2x+3=7', '2x=10', 'x=5']);
    expect(r.first_error).toBe(1);
    expect(r.message).toBe('2 eilutė neišplaukia iš ankstesnės – patikrinkite šį žingsnį.');
  });

  it('notices a lost root and a wrong expansion', () => {
    expect(checkSteps({}, ['x^2=4', 'x=2 or x=-2']).first_error).toBeNull();
    expect(checkSteps({}, ['x^2=4', 'x=2']).first_error).toBe(1);
    expect(checkSteps({}, ['(x+1)^2', 'x^2+2x+1', 'x^2+1']).first_error).toBe(2);
  });

  it('notices a step that drops the bars of an absolute value and so loses a solution', () => {
    // |x + 11| = 9 has -2 and -20; x + 11 = 9 has only -2. They differ only below -11.
    expect(checkSteps({}, ['|x + 11| = 9', 'x + 11 = 9', 'x = -2']).first_error).toBe(1);
    expect(checkSteps({}, ['|x + 11| = 9', 'x = -2 or x = -20']).first_error).toBeNull();
  });

  it('checks inequalities, including the flip when dividing by a negative', () => {
    expect(checkSteps({}, ['-2x>4', 'x<-2']).first_error).toBeNull();
    expect(checkSteps({ language: 'en' }, ['-2x>4', 'x>-2']).message).toBe(
      'Line 2 does not follow from the line before: check this step.',
    );
  });

  it('reports unreadable lines and never throws', () => {
    expect(checkSteps({}, ['2x=4', '2x+)']).feedback_key).toBe('step_unreadable');
    expect(checkSteps({}, []).feedback_key).toBe('no_steps');
    expect(checkSteps({}, null as unknown as string[]).feedback_key).toBe('no_steps');
  });
});
