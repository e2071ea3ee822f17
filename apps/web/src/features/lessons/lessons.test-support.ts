import type { TLesson } from '@taskas/contracts';
import type { TestUser } from '../../../../server/src/test/support.ts';
import { apiV1 } from '../../lib/http';
import { logInAs, type TLiveServer } from '../../test/live-server';

/** A skill whose generated answers read `x = -6`: a wrong answer is easy to write. */
export const EQUATION_SKILL = 'two-step-equation';

/**
 * What the lesson page tests do through the real server (test/live-server.tsx) as the demo tutor
 * Jonas Petraitis and new students linked to them; `server` is read when a helper runs.
 */
export function lessonsKit(server: () => TLiveServer) {
  const tutor = () => server().demo.tutor[0] ?? { email: '', password: '' };
  const db = () => server().context.database.db;
  return {
    tutor,
    db,
    /** A new student linked to the demo tutor. */
    async linkedStudent(firstName: string): Promise<TestUser> {
      const student = await server().addUser({ first_name: firstName });
      await server().link(await server().idOf('jonas.tutor'), student.id);
      return student;
    },
    /** The student (logged in) makes a lesson on a skill through the API, as the lessons page does. */
    async lessonOn(skillId: string): Promise<TLesson> {
      return apiV1.post<TLesson>(
        '/lessons/generate',
        { skill_id: skillId, language: 'en' },
        { retry: false },
      );
    },
    /** The logged-in student answers a task: its stored answer, or a wrong one. */
    async answer(taskId: number, right: boolean) {
      const { answer_correct } = await db()
        .selectFrom('tasks')
        .select('answer_correct')
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      await apiV1.post(
        `/tasks/${taskId}/submit`,
        { answer: right ? answer_correct : wrongAnswerFor(answer_correct) },
        { retry: false },
      );
    },
    logInAs,
  };
}

/** `x = -6` → `x = 1000006`: still an equation's solution, never the right one. */
function wrongAnswerFor(correct: string): string {
  const match = /^(.*?)(-?\d+)(\D*)$/.exec(correct);
  if (!match) return `${correct}1`;
  const [, head = '', number = '0', tail = ''] = match;
  return `${head}${Number(number) + 1_000_000}${tail}`;
}
