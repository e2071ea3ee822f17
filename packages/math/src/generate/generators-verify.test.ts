import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSymbols } from '../check/evaluate.ts';
import { checkAnswer } from '../check/index.ts';
import { allSkills } from '../curriculum/curriculum.ts';
import { figureProblems } from '../figures/check-figure.ts';
import { answerDrawing, drawingMisfit, movedOneStep } from '../figures/drawn-answer.test-support.ts';
import { drawnAnswer } from '../figures/drawn-answer.ts';
import { FIGURE_SKILLS } from '../figures/skills.ts';
import { parseAnswer } from '../parse/index.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask, type Language } from '../types.ts';
import { generateTask, generatorSkillIds } from './index.ts';
import { INTERESTS } from './interests.ts';

const LANGUAGES: Language[] = ['lt', 'en'];
const SEEDS = 8;

/** A wrong answer of the same shape: another letter, or the first number of the answer plus one. */
export function perturb(task: GeneratedTask): string {
  const { correct } = task.answer;
  if (task.answer.mode === 'multiple_choice') return correct === 'A' ? 'B' : 'A';
  const first = /-?\d+(?:\.\d+)?/.exec(correct);
  if (!first) return `${correct}+1`;
  const changed = String(Number(first[0]) + 1);
  return correct.slice(0, first.index) + changed + correct.slice(first.index + first[0].length);
}

describe('every generated task is verified by the answer checker', () => {
  it('draws a valid figure that does not give the answer away, for every skill that has one', () => {
    // Skills whose figure is the question (read a value off the picture): the answer is rightly visible.
    const ANSWER_SHOWN_BY_FIGURE: Record<string, string> = {};
    const problems = Object.keys(FIGURE_SKILLS)
      .filter((skillId) => !generatorSkillIds().includes(skillId))
      .map((skillId) => `${skillId}: listed in FIGURE_SKILLS but no such skill`);
    for (const skillId of generatorSkillIds()) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (const language of LANGUAGES) {
          for (let seed = 0; seed < 3; seed += 1) {
            const task = generateTask(skillId, { difficulty, language, seed: `figure-${seed}` });
            const where = `${skillId} ${difficulty} ${language} seed ${seed}`;
            if (task.figure === null) {
              if (skillId in FIGURE_SKILLS)
                problems.push(`${where}: listed in FIGURE_SKILLS but has no figure`);
              continue;
            }
            const answerMayShow = skillId in ANSWER_SHOWN_BY_FIGURE;
            for (const problem of figureProblems(task.figure, task, { answerMayShow })) {
              problems.push(`${where}: ${problem}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('takes the drawing of the right answer on a figure with an input, and not one moved by a step', () => {
    const problems: string[] = [];
    const drawable = new Set<string>();
    for (const skillId of generatorSkillIds()) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (const language of LANGUAGES) {
          for (let seed = 0; seed < 3; seed += 1) {
            const task = generateTask(skillId, { difficulty, language, seed: `draw-${seed}` });
            const input = task.figure?.input;
            if (!input) continue;
            drawable.add(skillId);
            const where = `${skillId} ${difficulty} ${language} seed ${seed}: ${task.answer.correct}`;
            const drawing = answerDrawing(task);
            if (!drawing) {
              problems.push(`${where}: the answer cannot be drawn on a ${input.kind} input`);
              continue;
            }
            const misfit = drawingMisfit(drawing, input);
            if (misfit) problems.push(`${where}: ${misfit}`);
            const step = input.kind === 'interval' ? input.line.step : input.plane.step;
            const grade = (student: string | null) =>
              checkAnswer({
                correct: task.answer.correct,
                student: student ?? '',
                mode: task.answer.mode,
                options: task.answer.options,
                language,
              });
            const right = grade(drawnAnswer(drawing, language));
            if (!right.is_correct)
              problems.push(`${where}: drawn ${drawnAnswer(drawing, language)} → ${right.feedback_key}`);
            const slipped = drawnAnswer(movedOneStep(drawing, step), language);
            if (grade(slipped).is_correct) problems.push(`${where}: a step off, ${slipped}, is accepted`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    const expected = [
      'reflect-point',
      'midpoint',
      'parallel-line-equation',
      'interval-intersection',
      'abs-equation',
    ];
    for (const skillId of expected) {
      expect(drawable, `${skillId} offers a drawing input`).toContain(skillId);
    }
  });

  it('has a generator for every skill of the curriculum', () => {
    expect(generatorSkillIds().sort()).toEqual(
      allSkills()
        .map((entry) => entry.skill.id)
        .sort(),
    );
  });

  it('property: for any skill, difficulty, language, seed and interests the answer verifies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...generatorSkillIds()),
        fc.constantFrom(...DIFFICULTY_LEVELS),
        fc.constantFrom(...LANGUAGES),
        fc.string({ maxLength: 12 }),
        fc.subarray([...INTERESTS]),
        (skillId, difficulty, language, seed, interests) => {
          const task = generateTask(skillId, { difficulty, language, seed, interests });
          const result = checkAnswer({
            correct: task.answer.correct,
            student: task.answer.correct,
            mode: task.answer.mode,
            options: task.answer.options,
            language,
          });
          expect(
            result.is_correct,
            `${skillId} ${difficulty} ${language} "${seed}": ${task.answer.correct}`,
          ).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 42 },
    );
  });

  for (const skillId of generatorSkillIds()) {
    it(`${skillId}: the answer passes its own mode and a perturbed answer fails`, () => {
      for (const language of LANGUAGES) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          for (let seed = 0; seed < SEEDS; seed += 1) {
            const task = generateTask(skillId, { difficulty, language, seed: `verify-${seed}` });
            const where = `${skillId} ${difficulty} ${language} seed ${seed}: ${task.answer.correct}`;
            const request = {
              correct: task.answer.correct,
              mode: task.answer.mode,
              options: task.answer.options,
              language,
            };
            const right = checkAnswer({ ...request, student: task.answer.correct });
            expect(right.is_correct, `${where} → ${right.feedback_key} ${right.error?.message ?? ''}`).toBe(
              true,
            );
            const wrongAnswer = perturb(task);
            const wrong = checkAnswer({ ...request, student: wrongAnswer });
            expect(wrong.is_correct, `${where} accepted the wrong ${wrongAnswer}`).toBe(false);
          }
        }
      }
    });
  }
});

/** The expression of a "Calculate …" / "Apskaičiuokite …" / "Simplify …" task, as the student sees it. */
function askedExpression(task: GeneratedTask): string | null {
  const m =
    /^(?:Calculate|Apskaičiuokite|Simplify|Suprastinkite(?: trupmeną)?|Atlikite veiksmus:|Evaluate)(?: efficiently:| patogiu būdu:)?\s+(.+?)\.$/.exec(
      task.question,
    );
  return m?.[1] ?? null;
}

describe('a copy of the question is not an answer', () => {
  // issue 9: "sqrt(64)-sqrt(225)" got full points for "compute √64 − √225", "7+14" for "√196 + √49".
  it('refuses the question of every compute and simplify task typed back, without counting it', () => {
    let copies = 0;
    for (const skillId of generatorSkillIds()) {
      for (const language of LANGUAGES) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          for (let seed = 0; seed < 4; seed += 1) {
            const task = generateTask(skillId, { difficulty, language, seed: `copy-${seed}` });
            const asked = askedExpression(task);
            if (asked === null || task.answer.mode === 'multiple_choice') continue;
            const result = checkAnswer({
              correct: task.answer.correct,
              student: asked,
              mode: task.answer.mode,
              options: task.answer.options,
              language,
            });
            const where = `${skillId} ${difficulty} ${language}: "${asked}" for ${task.answer.correct}`;
            expect(result.is_correct, where).toBe(false);
            if (result.error?.kind === 'not_in_asked_form') copies += 1;
          }
        }
      }
    }
    expect(copies).toBeGreaterThan(300);
  });

  it('asks for computed numbers wherever the answer is numbers, and for a simplified expression', () => {
    const NUMBER_MODES = [
      'equivalent',
      'percent',
      'coordinates',
      'set',
      'equation_solutions',
      'interval',
      'inequality',
    ];
    // Picks numbers out of a given list, where √121 is one of them: a classification, not a calculation.
    const NOT_COMPUTED = new Set(['classify-numbers']);
    // "Make u the subject", "express log₁₀ 14 through p and q": any equivalent form is an answer.
    const NOT_SIMPLIFIED = new Set(['rearrange-formula', 'log-express']);
    for (const skillId of generatorSkillIds()) {
      for (const difficulty of DIFFICULTY_LEVELS) {
        for (let seed = 0; seed < 3; seed += 1) {
          const task = generateTask(skillId, { difficulty, language: 'lt', seed: `form-${seed}` });
          const { mode, correct, options } = task.answer;
          const parsed = parseAnswer(correct, { decimalComma: false });
          if (!parsed.ok || !NUMBER_MODES.includes(mode)) continue;
          const where = `${skillId} ${difficulty}: ${correct}`;
          const letters = freeSymbols(parsed.node).size > 0 && mode === 'equivalent';
          if (letters)
            expect(options?.form, where).toBe(NOT_SIMPLIFIED.has(skillId) ? undefined : 'simplified');
          else expect(options?.form, where).toBe(NOT_COMPUTED.has(skillId) ? undefined : 'value');
        }
      }
    }
  });
});
