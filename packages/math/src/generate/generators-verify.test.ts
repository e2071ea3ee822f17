import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../check/index.ts';
import { allSkills } from '../curriculum/curriculum.ts';
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
