/**
 * The engine's verdict on a model-written task. Nothing a language model writes reaches a student unless
 * every check here passed; the report names what was found for tutors and admins (in English).
 */
import { CHECK_BUDGET_MS, TooComplexError, withBudget } from '../check/budget.ts';
import { checkAnswer } from '../check/check-answer.ts';
import { valuesEqual } from '../check/evaluate.ts';
import { constantValue } from '../check/values.ts';
import { CHECK_MODES, type CheckMode, type CheckOptions, type Choice, type Language } from '../types.ts';
import { parsePlain, plainNumbers } from './answer-value.ts';
import { detectLanguage, languageSignals } from './language.ts';
import { modelMatchesAnswer, modelMatchesChoices, type Outcome } from './model.ts';
import { revealingFragment } from './reveals.ts';
import { checkWorkedSteps } from './steps.ts';
import type {
  FormalModel,
  GuardedAnswer,
  ProposedTask,
  VerificationCheck,
  VerificationCheckName,
  VerificationReport,
} from './types.ts';

/** Limits of a task's text (the `shape` check). */
export const TASK_LIMITS = {
  question: 2000,
  steps: 12,
  hints: 6,
  text: 500,
  minChoices: 2,
  maxChoices: 6,
} as const;

/**
 * A combined text with fewer words than this may read as neither language ("Solve 2x + 5 = 17. x = 6"
 * has three): too short to tell is no evidence of the wrong language. Anything longer must read as the
 * language asked for.
 */
const SHORT_TEXT_WORDS = 6;

const isCheckMode = (mode: unknown): mode is CheckMode =>
  typeof mode === 'string' && (CHECK_MODES as readonly string[]).includes(mode);

/** The proposal with every field of the type it should have, so that no check trips over a malformed reply. */
type Task = {
  question: string;
  answer: string;
  mode: CheckMode;
  options: CheckOptions | undefined;
  choices: Choice[] | null;
  model: FormalModel;
  steps: { text: string; math: string }[];
  hints: string[];
};

/** `1 hint`, `3 hints`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function sanitize(task: ProposedTask): Task {
  const t = (task ?? {}) as Partial<ProposedTask>;
  const options = t.options && typeof t.options === 'object' ? t.options : undefined;
  return {
    question: str(t.question),
    answer: str(t.answer).trim(),
    mode: isCheckMode(t.mode) ? t.mode : 'equivalent',
    options,
    choices: Array.isArray(t.choices)
      ? t.choices.map((c) => ({ letter: str(c?.letter).trim() as Choice['letter'], text: str(c?.text) }))
      : null,
    model: (t.model && typeof t.model === 'object'
      ? t.model
      : { kind: 'expression', expression: '' }) as FormalModel,
    steps: Array.isArray(t.steps) ? t.steps.map((s) => ({ text: str(s?.text), math: str(s?.math) })) : [],
    hints: Array.isArray(t.hints) ? t.hints.map(str) : [],
  };
}

const TAGS =
  'a|b|i|u|s|p|q|em|strong|span|div|br|hr|img|script|style|iframe|object|embed|link|meta|form|input|button|' +
  'textarea|select|svg|math|sup|sub|ul|ol|li|h[1-6]|table|thead|tbody|tr|td|th|code|pre|font|center|small|' +
  'big|mark|del|ins|blockquote|body|html|head|title|video|audio|source|details|summary';

/**
 * HTML a model could slip into text: a known tag, closed at once or with `name=value` attributes, a closing
 * tag, or a comment. A formula is not HTML: `a<b and b>c` opens no tag (no `>` right after the name).
 */
const HTML_TAG = new RegExp(
  `<(?:${TAGS})(?:\\s+[a-z-]+\\s*=[^<>]*)?\\s*/?>|</\\s*[a-z][a-z0-9]*\\s*>|<!--`,
  'i',
);

function shapeCheck(raw: ProposedTask, task: Task): Outcome {
  const problems: string[] = [];
  const r = (raw ?? {}) as Partial<Record<keyof ProposedTask, unknown>>;
  if (typeof r.question !== 'string' || task.question.trim() === '') problems.push('the question is empty');
  if (task.question.length > TASK_LIMITS.question)
    problems.push(`the question is longer than ${TASK_LIMITS.question} characters`);
  if (typeof r.answer !== 'string' || task.answer === '') problems.push('the answer is empty');
  if (!isCheckMode(r.mode)) problems.push(`the mode ${String(r.mode)} is not a checking mode`);
  if (!Array.isArray(r.steps)) problems.push('the steps are not a list');
  if (!Array.isArray(r.hints)) problems.push('the hints are not a list');
  if (task.steps.length > TASK_LIMITS.steps)
    problems.push(`there are ${task.steps.length} steps (at most ${TASK_LIMITS.steps})`);
  if (task.hints.length > TASK_LIMITS.hints)
    problems.push(`there are ${task.hints.length} hints (at most ${TASK_LIMITS.hints})`);
  const texts: [string, string][] = [
    ['the answer', task.answer],
    ...task.hints.map((h, k): [string, string] => [`hint ${k + 1}`, h]),
    ...task.steps.flatMap((s, k): [string, string][] => [
      [`step ${k + 1}`, s.text],
      [`the maths of step ${k + 1}`, s.math],
    ]),
    ...(task.choices ?? []).map((c, k): [string, string] => [`choice ${k + 1}`, c.text]),
  ];
  for (const [name, text] of texts) {
    if (text.length > TASK_LIMITS.text)
      problems.push(`${name} is longer than ${TASK_LIMITS.text} characters`);
  }
  for (const [name, text] of [['the question', task.question] as [string, string], ...texts]) {
    if (HTML_TAG.test(text)) problems.push(`${name} holds HTML`);
  }
  return problems.length > 0
    ? { ok: false, detail: problems.join('; ') }
    : {
        ok: true,
        detail: `a question, ${count(task.steps.length, 'step')} and ${count(task.hints.length, 'hint')} within limits`,
      };
}

/** The right choice's value as an answer in the case-file format, for the checks that compare with it. */
function correctChoice(task: Task, language: Language): GuardedAnswer | null {
  const choice = task.choices?.find((c) => c.letter === task.answer);
  if (!choice) return null;
  const mode: CheckMode = task.model?.kind === 'relation' ? 'equation_solutions' : 'equivalent';
  return { answer: plainNumbers(choice.text, language), mode };
}

function choicesCheck(task: Task, language: Language): Outcome {
  const choices = task.choices ?? [];
  if (choices.length < TASK_LIMITS.minChoices || choices.length > TASK_LIMITS.maxChoices) {
    return {
      ok: false,
      detail: `a multiple-choice task needs ${TASK_LIMITS.minChoices}–${TASK_LIMITS.maxChoices} choices, not ${choices.length}`,
    };
  }
  const letters = choices.map((c) => c.letter);
  if (new Set(letters).size !== letters.length || letters.some((l) => !/^[A-F]$/.test(l))) {
    return { ok: false, detail: `the choices' letters ${letters.join(', ')} are not distinct letters A–F` };
  }
  if (!letters.includes(task.answer as Choice['letter'])) {
    return { ok: false, detail: `the answer ${task.answer} is not one of the choices ${letters.join(', ')}` };
  }
  const values = choices.map((c) => {
    const node = parsePlain(plainNumbers(c.text, language));
    return node ? constantValue(node) : null;
  });
  const keys = choices.map((c) => c.text.trim().replace(/\s+/g, ' ').toLowerCase());
  for (let i = 0; i < choices.length; i += 1) {
    if (keys[i] === '') return { ok: false, detail: `choice ${letters[i]} is empty` };
    for (let j = 0; j < i; j += 1) {
      const a = values[i];
      const b = values[j];
      if (keys[i] === keys[j] || (a != null && b != null && valuesEqual(a, b))) {
        return { ok: false, detail: `choices ${letters[j]} and ${letters[i]} have the same value` };
      }
    }
  }
  return { ok: true, detail: `the answer ${task.answer} is one of ${choices.length} distinct choices` };
}

function answerCheck(task: Task, language: Language): Outcome {
  if (task.answer === '') return { ok: false, detail: 'the answer is empty' };
  if (task.mode === 'multiple_choice') return choicesCheck(task, language);
  const r = checkAnswer({
    correct: task.answer,
    student: task.answer,
    mode: task.mode,
    options: task.options,
  });
  if (r.error)
    return {
      ok: false,
      detail: `the answer ${task.answer} cannot be checked in mode ${task.mode}: ${r.error.message}`,
    };
  if (!r.is_correct)
    return { ok: false, detail: `the answer ${task.answer} is not accepted as itself in mode ${task.mode}` };
  return { ok: true, detail: `the answer ${task.answer} reads in mode ${task.mode}` };
}

function modelCheck(task: Task, language: Language): Outcome {
  if (task.mode === 'multiple_choice') {
    return modelMatchesChoices(task.model, task.choices ?? [], task.answer, language);
  }
  return modelMatchesAnswer(task.model, task.answer, task.mode, task.options);
}

function stepsCheck(task: Task, language: Language): Outcome {
  const final =
    task.mode === 'multiple_choice'
      ? correctChoice(task, language)
      : { answer: task.answer, mode: task.mode, options: task.options };
  if (!final) return { ok: false, detail: 'the answer names no choice, so no step can arrive at it' };
  const relation = task.model?.kind === 'relation' ? task.model : null;
  return withinBudget(STEPS_BUDGET_MS, 'the steps are too complex to check in time', () =>
    checkWorkedSteps(
      task.steps.map((s) => s.math),
      {
        mode: task.mode,
        options: task.options,
        language,
        variable: relation ? str(relation.variable).trim() || 'x' : null,
        relation: relation ? str(relation.relation) : null,
        final,
      },
    ),
  );
}

/** A whole worked solution: a few answer checks' worth of time. */
const STEPS_BUDGET_MS = 4 * CHECK_BUDGET_MS;

/** Runs a check within a time budget; running out is a failed check, never a hang. */
function withinBudget(ms: number, tooComplex: string, check: () => Outcome): Outcome {
  try {
    return withBudget(ms, check);
  } catch (error) {
    if (error instanceof TooComplexError) return { ok: false, detail: tooComplex };
    throw error;
  }
}

function hintsCheck(task: Task, language: Language): Outcome {
  if (task.hints.length === 0) return { ok: false, detail: 'there are no hints' };
  const guards: GuardedAnswer[] = [{ answer: task.answer, mode: task.mode, options: task.options }];
  const choice = task.mode === 'multiple_choice' ? correctChoice(task, language) : null;
  if (choice) guards.push(choice);
  const context = { question: task.question };
  // The last hint may give the answer away: it is the last step before the solution.
  for (let k = 0; k < task.hints.length - 1; k += 1) {
    for (const guard of guards) {
      const found = revealingFragment(task.hints[k] as string, guard, context);
      if (found === 'unknown')
        return { ok: false, detail: `hint ${k + 1} could not be checked within bounds` };
      if (found !== null)
        return {
          ok: false,
          detail: `hint ${k + 1} of ${task.hints.length} gives the answer away (${found})`,
        };
    }
  }
  return {
    ok: true,
    detail: `no hint before the last gives the answer away (${count(task.hints.length, 'hint')})`,
  };
}

const LANGUAGE_NAMES: Record<Language, string> = { lt: 'Lithuanian', en: 'English' };

function languageCheck(task: Task, language: Language): Outcome {
  const other: Language = language === 'lt' ? 'en' : 'lt';
  const parts: [string, string][] = [
    ['the question', task.question],
    ...task.hints.map((h, k): [string, string] => [`hint ${k + 1}`, h]),
    ...task.steps.map((s, k): [string, string] => [`step ${k + 1}`, s.text]),
  ];
  const wrong = parts.find(([, text]) => detectLanguage(text) === other);
  if (wrong)
    return {
      ok: false,
      detail: `${wrong[0]} reads as ${LANGUAGE_NAMES[other]}, not ${LANGUAGE_NAMES[language]}`,
    };
  const all = parts.map(([, text]) => text).join('\n');
  const detected = detectLanguage(all);
  if (detected === language) return { ok: true, detail: `the texts read as ${LANGUAGE_NAMES[language]}` };
  if (detected === other)
    return {
      ok: false,
      detail: `the texts read as ${LANGUAGE_NAMES[other]}, not ${LANGUAGE_NAMES[language]}`,
    };
  const { words } = languageSignals(all);
  if (words < SHORT_TEXT_WORDS)
    return { ok: true, detail: `the texts are too short to tell their language (${words} words)` };
  return {
    ok: false,
    detail: `the texts do not read as ${LANGUAGE_NAMES[language]} (mixed or unrecognised)`,
  };
}

const CHECKS: [VerificationCheckName, (task: Task, language: Language) => Outcome][] = [
  ['answer_parses', answerCheck],
  ['model_matches', modelCheck],
  ['steps_follow', stepsCheck],
  ['hints_hide_answer', hintsCheck],
  ['language', languageCheck],
];

/** Runs every check (never stops at the first failure, so the report is complete); never throws. */
export function verifyProposedTask(task: ProposedTask, language: Language): VerificationReport {
  const lang: Language = language === 'en' ? 'en' : 'lt';
  const safe = sanitize(task);
  const run = (name: VerificationCheckName, check: () => Outcome): VerificationCheck => {
    try {
      return { name, ...check() };
    } catch (error) {
      return {
        name,
        ok: false,
        detail: `the check could not be completed (${error instanceof Error ? error.message : 'error'})`,
      };
    }
  };
  const checks = [
    run('shape', () => shapeCheck(task, safe)),
    ...CHECKS.map(([name, check]) => run(name, () => check(safe, lang))),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}
