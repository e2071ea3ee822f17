import { describe, expect, it } from 'vitest';
import { buildUser, describeEachDatabase, type TestContext } from '../../test/support.ts';
import { renderNotification } from './notification-texts.ts';

async function userIn(ctx: TestContext, role: 'student' | 'tutor', language: 'lt' | 'en') {
  const user = await buildUser(ctx, { role });
  await ctx.database.db
    .updateTable('users')
    .set({ preferred_language: language })
    .where('id', '=', user.id)
    .execute();
  return user;
}

function rowsOf(ctx: TestContext, userId: number) {
  return ctx.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describeEachDatabase('notifications service', (ctx) => {
  it('writes a new student in the tutor’s language with the student page to open', async () => {
    const ltTutor = await userIn(ctx(), 'tutor', 'lt');
    const enTutor = await userIn(ctx(), 'tutor', 'en');
    const event = { kind: 'student_joined', studentId: 42, studentName: 'Ona Onaitė' } as const;
    await ctx().app.services.notifications.notify(ltTutor.id, event);
    await ctx().app.services.notifications.notify(enTutor.id, event);
    const [lt] = await rowsOf(ctx(), ltTutor.id);
    const [en] = await rowsOf(ctx(), enTutor.id);
    expect(lt).toMatchObject({
      type: 'other',
      title: 'Naujas mokinys',
      message: 'Ona Onaitė prisijungė prie jūsų mokinių sąrašo.',
      is_read: 0,
      read_at: null,
      action_url: '/tutor/students/42',
      dedupe_key: null,
    });
    expect(en).toMatchObject({ title: 'New student', message: 'Ona Onaitė joined your class.' });
  });

  it('tells each side of an ended link where to look', async () => {
    const tutor = await userIn(ctx(), 'tutor', 'en');
    const student = await userIn(ctx(), 'student', 'lt');
    const notifications = ctx().app.services.notifications;
    await notifications.notify(tutor.id, {
      kind: 'link_ended',
      otherName: 'Ona',
      endedBy: 'student',
      studentId: 7,
    });
    await notifications.notify(student.id, {
      kind: 'link_ended',
      otherName: 'Rūta Mokytoja',
      endedBy: 'tutor',
    });
    const [toTutor] = await rowsOf(ctx(), tutor.id);
    const [toStudent] = await rowsOf(ctx(), student.id);
    expect(toTutor).toMatchObject({
      title: 'Tutoring link ended',
      message: 'Ona left your class.',
      action_url: '/tutor/dashboard',
    });
    expect(toStudent).toMatchObject({
      title: 'Mokymo ryšys nutrauktas',
      message: 'Rūta Mokytoja nutraukė mokymo ryšį su jumis.',
      action_url: '/profile',
    });
  });

  it('keeps one self-directed summary per student, tutor and day, with the latest count', async () => {
    const tutor = await userIn(ctx(), 'tutor', 'lt');
    const notifications = ctx().app.services.notifications;
    const today = new Date('2030-05-06T08:00:00Z');
    const event = (tasksToday: number) =>
      ({ kind: 'self_directed_activity', studentId: 5, studentName: 'Ona', tasksToday }) as const;
    await notifications.notify(tutor.id, event(1), { now: today });
    await Promise.all([
      notifications.notify(tutor.id, event(2), { now: today }),
      notifications.notify(tutor.id, event(3), { now: new Date('2030-05-06T20:00:00Z') }),
    ]);
    let rows = await rowsOf(ctx(), tutor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'self_directed_activity',
      title: 'Savarankiška praktika',
      action_url: '/tutor/students/5',
      dedupe_key: `self_directed:5:${tutor.id}:2030-05-06`,
      created_at: today.toISOString(),
    });
    expect(rows[0]?.message).toMatch(/^Ona šiandien savarankiškai sprendė [23] užduotis\.$/);

    await notifications.notify(tutor.id, event(21), { now: new Date('2030-05-07T08:00:00Z') });
    rows = await rowsOf(ctx(), tutor.id);
    expect(rows.map((r) => r.message)).toEqual([
      expect.stringMatching(/sprendė [23] užduotis/),
      'Ona šiandien savarankiškai sprendė 21 užduotį.',
    ]);
  });

  it('writes a due reminder once however often it is asked for', async () => {
    const student = await userIn(ctx(), 'student', 'en');
    const event = {
      kind: 'assignment_due',
      assignmentId: 9,
      title: 'Fractions',
      dueAt: '2030-05-06T15:00:00Z',
    } as const;
    await Promise.all([1, 2, 3].map(() => ctx().app.services.notifications.notify(student.id, event)));
    const rows = await rowsOf(ctx(), student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'assignment_due',
      message: '“Fractions” is due 6 May at 18:00.',
      action_url: '/student/assignments/9',
      dedupe_key: `assignment_due:9:2030-05-06T15:00:00.000Z:${student.id}`,
    });
  });

  it('writes with the caller’s transaction: nothing stays when it rolls back, and is announced after commit', async () => {
    const tutor = await userIn(ctx(), 'tutor', 'en');
    const notifications = ctx().app.services.notifications;
    const seen: (number | null)[] = [];
    const stop = notifications.onChange((change) => {
      if (change.userId === tutor.id) seen.push(change.notificationId);
    });
    const event = { kind: 'student_joined', studentId: 3, studentName: 'Jonas' } as const;
    await expect(
      ctx()
        .database.db.transaction()
        .execute(async (trx) => {
          await notifications.notify(tutor.id, event, { db: trx });
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    expect(await rowsOf(ctx(), tutor.id)).toHaveLength(0);

    await ctx()
      .database.db.transaction()
      .execute((trx) => notifications.notify(tutor.id, event, { db: trx }));
    const [row] = await rowsOf(ctx(), tutor.id);
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual([row?.id]);
    stop();
  });

  it('writes nothing for a recipient that does not exist', async () => {
    await ctx().app.services.notifications.notify(2_000_000_000, {
      kind: 'student_joined',
      studentId: 1,
      studentName: 'X',
    });
    const rows = await ctx()
      .database.db.selectFrom('notifications')
      .select('id')
      .where('user_id', '=', 2_000_000_000)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('notification texts', () => {
  const day = '2030-05-06';
  const lt = { id: 1, role: 'tutor', language: 'lt' } as const;
  const en = { id: 1, role: 'tutor', language: 'en' } as const;
  const summary = (tasksToday: number) =>
    ({ kind: 'self_directed_activity', studentId: 2, studentName: 'Ona', tasksToday }) as const;

  it('uses the Lithuanian forms of the count', () => {
    const forms = [1, 2, 9, 10, 11, 15, 20, 21, 22, 30, 101, 111].map(
      (n) => renderNotification(lt, summary(n), day).message.match(/sprendė (.+)\.$/)?.[1],
    );
    expect(forms).toEqual([
      '1 užduotį',
      '2 užduotis',
      '9 užduotis',
      '10 užduočių',
      '11 užduočių',
      '15 užduočių',
      '20 užduočių',
      '21 užduotį',
      '22 užduotis',
      '30 užduočių',
      '101 užduotį',
      '111 užduočių',
    ]);
    expect(renderNotification(en, summary(1), day).message).toBe('Ona practised on their own today: 1 task.');
    expect(renderNotification(en, summary(4), day).message).toBe(
      'Ona practised on their own today: 4 tasks.',
    );
  });

  it('writes every assignment kind with its page, for a student and for the tutor', () => {
    const student = { id: 2, role: 'student', language: 'lt' } as const;
    const base = { assignmentId: 8, title: 'Trupmenos', dueAt: '2030-01-10T16:00:00Z' } as const;
    expect(renderNotification(student, { kind: 'assignment_assigned', ...base }, day)).toMatchObject({
      type: 'assignment_assigned',
      message: '„Trupmenos“ – atlikti iki sausio 10 d. 18:00.',
      action_url: '/student/assignments/8',
    });
    const overdue = { kind: 'assignment_overdue', ...base, studentId: 2, studentName: 'Ona' } as const;
    expect(renderNotification(student, overdue, day)).toMatchObject({
      action_url: '/student/assignments/8',
      message: '„Trupmenos“ reikėjo atlikti iki sausio 10 d. 18:00.',
    });
    expect(renderNotification(en, overdue, day)).toMatchObject({
      action_url: '/tutor/students/2',
      message: 'Ona did not finish “Trupmenos” by 10 January at 18:00.',
      dedupe_key: 'assignment_overdue:8:2030-01-10T16:00:00.000Z:1',
    });
    expect(
      renderNotification(
        en,
        { kind: 'assignment_completed', ...base, studentId: 2, studentName: 'Ona' },
        day,
      ),
    ).toMatchObject({
      type: 'assignment_completed',
      message: 'Ona completed “Trupmenos”.',
      action_url: '/tutor/students/2',
    });
  });
});
