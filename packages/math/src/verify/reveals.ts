/**
 * Does a text give an answer away? A hint, an explanation or a lesson paragraph is read for its maths
 * (see `fragments.ts`), and each piece is checked against the answer the way a student's answer would be.
 */
import { CHECK_BUDGET_MS, remainingMs, withBudget } from '../check/budget.ts';
import { checkAnswer } from '../check/check-answer.ts';
import { constantValue } from '../check/values.ts';
import { unparen } from '../parse/ast.ts';
import type { CheckMode, CheckOptions } from '../types.ts';
import { answerValue, parsePlain, roundingTolerance, sameNumber } from './answer-value.ts';
import { type Fragment, finalFragments, mathFragments, numberKeysOf } from './fragments.ts';
import type { GuardedAnswer } from './types.ts';

/** More distinct pieces of maths than this in one text are not checked one by one: the text is refused. */
export const MAX_FRAGMENTS = 40;
/** One text's whole check; each piece is one answer check, and the checker holds those to a few ms. */
const REVEAL_BUDGET_MS = 2 * CHECK_BUDGET_MS;

type Verdict = 'match' | 'no' | 'unknown';

/** Modes whose answer is also given by another notation of the same set: `x ≥ 5` gives `[5; +inf)`. */
const ALSO_READ_AS: Partial<Record<CheckMode, CheckMode>> = { interval: 'inequality' };

/** Modes where `options.form` means something; multiple choice and quantities have no form. */
function formMatters(mode: CheckMode): boolean {
  return mode !== 'multiple_choice' && mode !== 'quantity';
}

/**
 * The options to hold a piece of text to: the task's own, and when it names no form, the strictest form
 * the answer itself is written in. A hint may set up the arithmetic ("12 ÷ 4", "(6b)² − 9²"); only the
 * result written out as a value gives the answer away.
 */
function revealingOptions(guarded: GuardedAnswer): CheckOptions | undefined {
  const options = guarded.options;
  if (options?.form !== undefined || !formMatters(guarded.mode)) return options;
  for (const form of ['value', 'simplified'] as const) {
    const withForm = { ...options, form };
    const self = checkAnswer({
      correct: guarded.answer,
      student: guarded.answer,
      mode: guarded.mode,
      options: withForm,
    });
    if (self.is_correct) return withForm;
  }
  return options;
}

/** A checker of pieces of text against one answer: built once per answer, used for every piece. */
function answerMatcher(guarded: GuardedAnswer): (fragment: Fragment) => Verdict {
  const options = revealingOptions(guarded);
  const modes = [
    guarded.mode,
    ...(ALSO_READ_AS[guarded.mode] ? [ALSO_READ_AS[guarded.mode] as CheckMode] : []),
  ];
  const value = answerValue(guarded.answer, guarded.mode);
  const tolerance = roundingTolerance(guarded.answer, guarded.mode, guarded.options);
  return (fragment) => {
    for (const mode of modes) {
      const r = checkAnswer({ correct: guarded.answer, student: fragment.text, mode, options });
      if (r.is_correct) return 'match';
      if (r.error?.kind === 'too_complex') return 'unknown';
    }
    // A number stated in any notation (7,0 for 7; 6/8 for 3/4; 31.416 for 31.42 to two places) gives it.
    if (fragment.numberKey !== null && value !== null) {
      const node = parsePlain(fragment.text);
      const n = node ? unparen(node) : null;
      const candidates = n ? (n.type === 'percent' ? [n, n.arg] : [n]) : [];
      for (const c of candidates) {
        const v = constantValue(c);
        if (v !== null && sameNumber(v, value, tolerance)) return 'match';
      }
    }
    return 'no';
  };
}

const ANSWER_WORDS = [
  'answer',
  'correct',
  'option',
  'choice',
  'choose',
  'atsakymas',
  'atsakymą',
  'teisingas',
  'teisingą',
  'variantas',
  'variantą',
  'pasirinkite',
];

/** A multiple-choice text that names the right letter as the answer: "The answer is B", "Teisingas – (C)". */
function namesLetter(text: string, letter: string): boolean {
  if (!/^[A-F]$/.test(letter.trim())) return false;
  const lower = text.toLowerCase();
  const after = new RegExp(`^[^.!?\\n]{0,24}?(?<!\\p{L})\\(?${letter.trim()}\\)?(?!\\p{L})`, 'u');
  for (const word of ANSWER_WORDS) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      if (after.test(text.slice(at + word.length))) return true;
    }
  }
  return false;
}

/**
 * The first piece of maths in a text that gives the answer away, 'unknown' when the text cannot be
 * checked within bounds (too many pieces, out of time), or null when none does.
 */
export function revealingFragment(
  text: string,
  guarded: GuardedAnswer,
  context: { question?: string } = {},
): string | 'unknown' | null {
  try {
    return withBudget(REVEAL_BUDGET_MS, () => {
      if (typeof text !== 'string') return null;
      if (guarded.mode === 'multiple_choice')
        return namesLetter(text, guarded.answer) ? guarded.answer : null;
      // A hint may repeat the givens: a number that is written in the question is not the answer leaking,
      // even when it equals the answer (a question "half of 14 is 7; …" that asks for 7 cannot be helped).
      const givens = numberKeysOf(context.question ?? '');
      const fragments = mathFragments(text)
        .filter((f) => f.numberKey === null || !givens.has(f.numberKey))
        // A number in a list of three or more is data (deviations, a table's row), not a stated result.
        .filter((f) => !(f.role === 'item' && f.numberKey !== null && f.listSize >= 3));
      if (fragments.length > MAX_FRAGMENTS) return 'unknown';
      const matches = answerMatcher(guarded);
      for (const fragment of fragments) {
        if (remainingMs() <= 0) return 'unknown';
        const verdict = matches(fragment);
        if (verdict === 'match') return fragment.text;
        if (verdict === 'unknown') return 'unknown';
      }
      return null;
    });
  } catch {
    return 'unknown';
  }
}

/**
 * Whether a text (a hint, an explanation, a lesson paragraph) states the answer or an equivalent of it.
 * A text that cannot be checked within bounds counts as stating it: it is not shown as safe. Never throws.
 */
export function revealsAnswer(
  text: string,
  guarded: GuardedAnswer,
  context?: { question?: string },
): boolean {
  return revealingFragment(text, guarded, context ?? {}) !== null;
}

/**
 * Whether the final answer a text arrives at (its last stated result: the last piece of maths, e.g. the
 * `877.5` of "S = 32.5 · 27 = 877.5") matches the answer. Not proven (or not checkable) is false.
 */
export function statesFinalAnswer(text: string, guarded: GuardedAnswer): boolean {
  try {
    return withBudget(REVEAL_BUDGET_MS, () => {
      if (typeof text !== 'string') return false;
      if (guarded.mode === 'multiple_choice') return namesLetter(text, guarded.answer);
      const fragments = finalFragments(text);
      if (fragments.length === 0) return false;
      const matches = answerMatcher(guarded);
      return fragments.some((f) => matches(f) === 'match');
    });
  } catch {
    return false;
  }
}
