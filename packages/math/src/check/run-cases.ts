import type { CheckMode, CheckOptions, CheckResult, InputFormat } from '../types.ts';
import { checkAnswer } from './check-answer.ts';

/** One case of `answer-cases.json`. */
export type AnswerCase = {
  id: string;
  mode: CheckMode;
  correct: string;
  student: string;
  expected_is_correct: boolean;
  expected_error?: string;
  /** When present, the feedback the checker must name (`not_solved_yet`, `like_terms`, …). */
  expected_feedback_key?: string;
  /** Where the expectation comes from (a STACK fixture row, a textbook, the issue). */
  source?: string;
  input_format?: InputFormat;
  options?: CheckOptions;
  note?: string;
};

export type CaseFile = { cases: AnswerCase[] };

export type CaseOutcome = { case: AnswerCase; result: CheckResult; passed: boolean; got: string };

/** Checks every case of a case file; a case passes when is_correct (and the error kind, if expected) match. */
export function runCases(file: CaseFile): CaseOutcome[] {
  return file.cases.map((c) => {
    const result = checkAnswer({
      correct: c.correct,
      student: c.student,
      mode: c.mode,
      input_format: c.input_format ?? 'text',
      options: c.options,
    });
    const errorOk = c.expected_error === undefined || result.error?.kind === c.expected_error;
    const keyOk = c.expected_feedback_key === undefined || result.feedback_key === c.expected_feedback_key;
    const passed = result.is_correct === c.expected_is_correct && errorOk && keyOk;
    const got = `is_correct=${result.is_correct} key=${result.feedback_key}${result.error ? ` error=${result.error.kind}` : ''}`;
    return { case: c, result, passed, got };
  });
}

/** Printable failure line: id, mode, correct, student, expected, got. */
export function describeFailure(o: CaseOutcome): string {
  const c = o.case;
  const student = c.student.length > 60 ? `${c.student.slice(0, 57)}…(${c.student.length} chars)` : c.student;
  const expected = `is_correct=${c.expected_is_correct}${c.expected_error ? ` error=${c.expected_error}` : ''}${c.expected_feedback_key ? ` key=${c.expected_feedback_key}` : ''}`;
  return `FAIL ${c.id} [${c.mode}] correct=${JSON.stringify(c.correct)} student=${JSON.stringify(student)} expected ${expected}, got ${o.got}`;
}
