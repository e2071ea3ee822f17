import { beforeAll, describe, expect, it } from 'vitest';
import { toFloat } from '../check/evaluate.ts';
import type { IntervalSet } from '../check/intervals.ts';
import { formatValue } from '../check/values.ts';
import { generateTask, generatorSkillIds } from '../generate/index.ts';
import type { Difficulty, GeneratedTask, Language } from '../types.ts';
import { answerSet, plainNumbers } from './answer-value.ts';
import type { FormalModel, ProposedTask, VerificationCheckName } from './types.ts';
import { verifyProposedTask } from './verify-task.ts';

/** Modes whose answer is a set of values of the task's variable: a relation can be its model. */
const SOLUTION_MODES = new Set(['equation_solutions', 'set', 'interval', 'inequality']);

/** `x = 2 or x = 3`, `-5 <= x <= 3`, `x > 3`: a relation with exactly the given solutions. */
function relationOf(set: IntervalSet, variable: string): string | null {
  if (set.length === 0) return null;
  const parts = set.map((i) => {
    const lo = toFloat(i.lo.v);
    const hi = toFloat(i.hi.v);
    if (lo === hi) return `${variable} = ${formatValue(i.lo.v)}`;
    const left = Number.isFinite(lo) ? `${formatValue(i.lo.v)} ${i.lo.closed ? '<=' : '<'} ` : '';
    const right = Number.isFinite(hi) ? ` ${i.hi.closed ? '<=' : '<'} ${formatValue(i.hi.v)}` : '';
    return `${left}${variable}${right}`;
  });
  return parts.join(' or ');
}

/** The model a faithful writer would give: the answer itself, as an expression or as a relation. */
function modelFrom(task: GeneratedTask): FormalModel {
  const { mode, correct, options } = task.answer;
  if (mode === 'multiple_choice') {
    const choice = task.choices?.find((c) => c.letter === correct);
    return { kind: 'expression', expression: plainNumbers(choice?.text ?? '', task.language) };
  }
  const variable = typeof options?.variable === 'string' ? options.variable : 'x';
  if (SOLUTION_MODES.has(mode)) {
    const set = answerSet(correct, mode, variable);
    const relation = set ? relationOf(set, variable) : null;
    if (relation) return { kind: 'relation', relation, variable };
  }
  return { kind: 'expression', expression: correct };
}

/** A generated task as if a model had written it: its steps are both the text and the maths. */
function proposalFrom(task: GeneratedTask): ProposedTask {
  return {
    question: task.question,
    answer: task.answer.correct,
    mode: task.answer.mode,
    options: task.answer.options,
    choices: task.choices,
    model: modelFrom(task),
    steps: task.steps.map((s) => ({ text: s, math: s })),
    hints: task.hints,
  };
}

const NAMES: VerificationCheckName[] = [
  'shape',
  'answer_parses',
  'model_matches',
  'steps_follow',
  'hints_hide_answer',
  'language',
];

function sampleSkills(count: number): string[] {
  const ids = generatorSkillIds();
  const step = Math.max(1, Math.floor(ids.length / count));
  return ids.filter((_, k) => k % step === 0).slice(0, count);
}

describe('the verifier on tasks our own generators write', () => {
  const skills = sampleSkills(40);
  const difficulties: Difficulty[] = ['very_easy', 'medium', 'very_hard'];
  const languages: Language[] = ['lt', 'en'];
  const passed = Object.fromEntries(NAMES.map((n) => [n, 0])) as Record<VerificationCheckName, number>;
  const failures = Object.fromEntries(NAMES.map((n) => [n, new Map<string, string>()])) as Record<
    VerificationCheckName,
    Map<string, string>
  >;
  let total = 0;
  beforeAll(() => {
    for (const skill of skills) {
      for (const difficulty of difficulties) {
        for (const language of languages) {
          for (const seed of ['v1', 'v2']) {
            const task = generateTask(skill, { difficulty, language, seed });
            const report = verifyProposedTask(proposalFrom(task), language);
            total += 1;
            for (const check of report.checks) {
              if (check.ok) passed[check.name] += 1;
              else if (!failures[check.name].has(skill))
                failures[check.name].set(skill, `${language}: ${check.detail}`);
            }
          }
        }
      }
    }
  });

  it('measures every check over a spread of skills, difficulties and both languages', () => {
    const lines = NAMES.map((name) => `${name}: ${passed[name]}/${total}`);
    const leaks = [...failures.hints_hide_answer.entries()].map(
      ([skill, detail]) => `  ${skill} — ${detail}`,
    );
    console.info(
      [
        `verified ${total} generated tasks of ${skills.length} skills`,
        ...lines,
        'hints that leak:',
        ...leaks,
      ].join('\n'),
    );
    for (const name of NAMES) {
      const failed = [...failures[name].entries()].slice(0, 12).map(([s, d]) => `  ${s} — ${d}`);
      if (failed.length > 0) console.info(`${name} fails for:\n${failed.join('\n')}`);
    }
    expect(skills.length).toBeGreaterThanOrEqual(35);
  });

  it('accepts the answers of generated tasks as written, in their own modes', () => {
    expect(passed.shape).toBe(total);
    expect(passed.answer_parses).toBe(total);
  });

  it('finds the language of nearly every generated task', () => {
    expect(passed.language / total).toBeGreaterThan(0.95);
  });

  it('finds the hints of most generated tasks keep the answer back until the last one', () => {
    expect(passed.hints_hide_answer / total).toBeGreaterThan(0.8);
  });
});
