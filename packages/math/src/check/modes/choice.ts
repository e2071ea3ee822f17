/** Checking mode `multiple_choice`: one letter A–D (a bracket or full stop around it is fine). Definitions: `conventions.modes` of the shared answer cases. */
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, wrongKind } from '../context.ts';

export function checkChoice(ctx: Ctx, correct: string, student: string): CheckResult {
  const read = (t: string): string | null => {
    const m = /^\s*\(?\s*([A-Da-d])\s*[).]?\s*$/.exec(t);
    return m ? (m[1] as string).toUpperCase() : null;
  };
  const s = read(student);
  const c = read(correct);
  if (student.trim() === '')
    return done(ctx, false, 'empty', { error: { kind: 'empty', message: 'no option chosen' } });
  if (s === null) return wrongKind(ctx, 'choose_option', { student_value: student.trim().slice(0, 20) });
  return done(ctx, s === c, s === c ? 'correct' : 'incorrect', { student_value: s, correct_value: c });
}
