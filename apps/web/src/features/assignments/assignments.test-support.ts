import type { TAssignment } from '@taskas/contracts';
import type { TestUser } from '../../../../server/src/test/support.ts';
import { apiV1 } from '../../lib/http';
import { logInAs, type TLiveServer } from '../../test/live-server';

export const HOUR = 3_600_000;

/**
 * What the assignment page tests do through the real server (test/live-server.tsx) as the demo tutor
 * Jonas Petraitis and their students; `server` is read when a helper runs (it starts in `beforeAll`).
 */
export function assignmentsKit(server: () => TLiveServer) {
  const tutor = () => server().demo.tutor[0] ?? { email: '', password: '' };
  const db = () => server().context.database.db;
  return {
    tutor,
    db,
    /** English bank tasks whose stored answer is typed as is, in id order. */
    typedAnswerTasks(count: number) {
      return db()
        .selectFrom('tasks')
        .select(['id', 'title', 'answer_correct'])
        .where('language', '=', 'en')
        .where('visibility', '=', 'public')
        .where('answer_mode', '=', 'equivalent')
        .orderBy('id')
        .limit(count)
        .execute();
    },
    /** A new student linked to the demo tutor. */
    async linkedStudent(firstName: string): Promise<TestUser> {
      const student = await server().addUser({ first_name: firstName });
      await server().link(await server().idOf('jonas.tutor'), student.id);
      return student;
    },
    /** The demo tutor assigns tasks through the API, as the assign page does. */
    async assignAsTutor(studentId: number, request: Record<string, unknown>): Promise<TAssignment> {
      await logInAs(tutor());
      const [assignment] = await apiV1.post<TAssignment[]>(
        '/assignments',
        {
          student_ids: [studentId],
          title: 'Equations',
          due_at: new Date(Date.now() + 72 * HOUR).toISOString(),
          ...request,
        },
        { retry: false },
      );
      if (!assignment) throw new Error('nothing assigned');
      return assignment;
    },
    /** The student answers one task of the assignment (right or wrong) through the API. */
    async answerAsStudent(student: TestUser, assignmentId: number, taskId: number, answer: string) {
      await logInAs(student);
      await apiV1.post(`/assignments/${assignmentId}/tasks/${taskId}`, { answer }, { retry: false });
    },
  };
}
