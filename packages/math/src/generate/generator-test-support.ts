import { describe, expect, it } from 'vitest';
import { findSkill } from '../curriculum/curriculum.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask, type Language } from '../types.ts';
import { type GeneratorTable, generateTask } from './index.ts';
import { INTERESTS } from './interests.ts';

const LANGUAGES: Language[] = ['lt', 'en'];

/**
 * The checks every generator must pass, whatever its skill: well-formed tasks in both languages and
 * at every difficulty, deterministic for a seed, at least 100 distinct tasks per skill × difficulty ×
 * language, Lithuanian typography, and difficulties that really differ.
 */
export function describeGeneratorTable(
  name: string,
  table: GeneratorTable,
  skillIds: readonly string[],
): void {
  describe(`${name} generators`, () => {
    it('cover exactly the skills of this part of the curriculum', () => {
      expect(Object.keys(table).sort()).toEqual([...skillIds].sort());
      for (const id of skillIds) expect(findSkill(id), id).toBeDefined();
    });

    for (const skillId of skillIds) {
      describe(skillId, () => {
        it('makes well-formed, deterministic tasks in both languages at every difficulty', () => {
          for (const language of LANGUAGES) {
            for (const difficulty of DIFFICULTY_LEVELS) {
              for (let seed = 0; seed < 20; seed += 1) {
                const input = { difficulty, language, seed: String(seed) };
                const task = generateTask(skillId, input);
                expectWellFormed(task);
                expect(generateTask(skillId, input)).toEqual(task);
              }
            }
          }
        });

        it('makes at least 100 distinct tasks for each difficulty and language', () => {
          for (const language of LANGUAGES) {
            for (const difficulty of DIFFICULTY_LEVELS) {
              const seen = new Set<string>();
              for (let seed = 0; seed < 300 && seen.size < 100; seed += 1) {
                const task = generateTask(skillId, { difficulty, language, seed: `d${seed}` });
                seen.add(`${task.question}|${task.choices?.map((c) => c.text).join('|') ?? ''}`);
              }
              expect(seen.size, `${difficulty}/${language}`).toBeGreaterThanOrEqual(100);
            }
          }
        });

        it('changes the task with the difficulty, not only the label', () => {
          const questions = DIFFICULTY_LEVELS.map(
            (difficulty) => generateTask(skillId, { difficulty, language: 'en', seed: '7' }).question,
          );
          expect(new Set(questions).size).toBeGreaterThan(1);
        });

        it('accepts any interests without breaking the task', () => {
          for (const interest of INTERESTS) {
            const task = generateTask(skillId, {
              difficulty: 'medium',
              language: 'lt',
              seed: '3',
              interests: [interest],
            });
            expectWellFormed(task);
            if (task.interest !== null) expect(task.interest).toBe(interest);
          }
        });
      });
    }
  });
}

function expectWellFormed(task: GeneratedTask): void {
  const where = `${task.skill_id} ${task.difficulty} ${task.language} seed ${task.seed}`;
  expect(task.question.trim().length, where).toBeGreaterThan(5);
  expect(task.title.trim().length, where).toBeGreaterThan(2);
  expect(task.hints.length, where).toBeGreaterThanOrEqual(3);
  for (const hint of task.hints) expect(hint.trim().length, where).toBeGreaterThan(3);
  expect(task.steps.length, where).toBeGreaterThanOrEqual(1);
  expect(task.explanation.trim().length, where).toBeGreaterThan(5);
  expect(task.answer.correct.trim().length, where).toBeGreaterThan(0);
  expect(task.answer.display.trim().length, where).toBeGreaterThan(0);
  expect(task.question, where).not.toMatch(/undefined|NaN|Infinity|\[object/);
  expect(task.answer.correct, where).not.toMatch(/undefined|NaN|\[object/);
  if (task.language === 'lt') {
    // Lithuanian writes the decimal comma.
    expect(`${task.question} ${task.answer.display}`, where).not.toMatch(/\d\.\d/);
  }
  if (task.input_kind === 'multiple_choice') {
    expect(
      task.choices?.map((c) => c.letter),
      where,
    ).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set(task.choices?.map((c) => c.text)).size, where).toBe(4);
    expect(['A', 'B', 'C', 'D'], where).toContain(task.answer.correct);
    expect(task.answer.mode, where).toBe('multiple_choice');
  } else {
    expect(task.choices, where).toBeNull();
  }
}
