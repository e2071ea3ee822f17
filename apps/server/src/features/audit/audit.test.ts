import type { TAuditEntry, TTutorInvite } from '@taskas/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  TestAgent,
  type TestUser,
} from '../../test/support.ts';
import { recordAudit } from './audit-log.ts';

const LOGIN_FAILURES = 3;
const CALLER_IP = '203.0.113.7';

describeEachDatabase(
  'the audit trail',
  (ctx) => {
    let adminUser: TestUser;
    let admin: TestAgent;
    let tutorUser: TestUser;
    let tutor: TestAgent;
    let otherTutorUser: TestUser;
    let studentUser: TestUser;
    let student: TestAgent;
    let secondStudentUser: TestUser;

    const db = () => ctx().database.db;
    const from = (ip: string) => ({ remoteAddress: ip });

    const audit = async (query = '') => {
      const response = await admin.get(`/api/v1/admin/audit${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<TAuditEntry[]>(response);
    };
    const entries = async (query = '') => (await audit(`${query}${query ? '&' : '?'}per_page=100`)).data;
    const actionsOf = (list: TAuditEntry[]) => list.map((e) => e.action);

    beforeAll(async () => {
      adminUser = await buildUser(ctx(), { role: 'admin', first_name: 'Adelė' });
      admin = await loginAs(ctx(), adminUser);
      tutorUser = await buildUser(ctx(), { role: 'tutor', first_name: 'Tomas' });
      tutor = await loginAs(ctx(), tutorUser);
      otherTutorUser = await buildUser(ctx(), { role: 'tutor', first_name: 'Rūta' });
      studentUser = await buildUser(ctx(), { first_name: 'Saulė' });
      student = await loginAs(ctx(), studentUser);
      secondStudentUser = await buildUser(ctx(), { first_name: 'Jonas' });
    });

    it('records every link made, ended and moved, with who did it, from where and both people', async () => {
      const code = body<TTutorInvite>(await tutor.get('/api/v1/tutor/invite')).data.code;
      const joined = await student.request({
        method: 'POST',
        url: '/api/v1/profile/tutors/join',
        payload: { code },
        ...from(CALLER_IP),
      });
      expect(joined.statusCode, joined.body).toBe(200);
      // Joining again changes nothing and records nothing.
      await student.post('/api/v1/profile/tutors/join', { code });
      const removed = await tutor.request({
        method: 'DELETE',
        url: `/api/v1/tutor/students/${studentUser.id}`,
      });
      expect(removed.statusCode).toBe(200);
      const linkUrl = `/api/v1/admin/tutors/${tutorUser.id}/students/${studentUser.id}`;
      expect((await admin.request({ method: 'PUT', url: linkUrl })).statusCode).toBe(200);
      const moved = await admin.post(`/api/v1/admin/students/${studentUser.id}/move`, {
        from_tutor_id: tutorUser.id,
        to_tutor_id: otherTutorUser.id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const left = await student.request({
        method: 'DELETE',
        url: `/api/v1/profile/tutors/${otherTutorUser.id}`,
      });
      expect(left.statusCode).toBe(200);
      const secondUrl = `/api/v1/admin/tutors/${tutorUser.id}/students/${secondStudentUser.id}`;
      expect((await admin.request({ method: 'PUT', url: secondUrl })).statusCode).toBe(200);
      expect((await admin.request({ method: 'DELETE', url: secondUrl })).statusCode).toBe(200);
      // A refused unlink (no such link) records nothing.
      expect((await admin.request({ method: 'DELETE', url: secondUrl })).statusCode).toBe(404);

      const links = (await entries()).filter((e) => e.action.startsWith('link.')).reverse();
      const summary = links.map((e) => [e.action, e.actor?.id, e.target_type, e.target_id, e.details]);
      const pair = (tutorId: number, studentId: number) => ({ tutor_id: tutorId, student_id: studentId });
      expect(summary).toEqual([
        ['link.created', studentUser.id, 'link', studentUser.id, pair(tutorUser.id, studentUser.id)],
        ['link.ended', tutorUser.id, 'link', studentUser.id, pair(tutorUser.id, studentUser.id)],
        ['link.created', adminUser.id, 'link', studentUser.id, pair(tutorUser.id, studentUser.id)],
        [
          'link.moved',
          adminUser.id,
          'link',
          studentUser.id,
          { from_tutor_id: tutorUser.id, to_tutor_id: otherTutorUser.id, student_id: studentUser.id },
        ],
        ['link.ended', studentUser.id, 'link', studentUser.id, pair(otherTutorUser.id, studentUser.id)],
        [
          'link.created',
          adminUser.id,
          'link',
          secondStudentUser.id,
          pair(tutorUser.id, secondStudentUser.id),
        ],
        ['link.ended', adminUser.id, 'link', secondStudentUser.id, pair(tutorUser.id, secondStudentUser.id)],
      ]);
      expect(links[0]).toMatchObject({
        ip: CALLER_IP,
        actor: { id: studentUser.id, first_name: 'Saulė', role: 'student', username: studentUser.username },
        target_user: { id: studentUser.id, first_name: 'Saulė', role: 'student', deleted: false },
        // The link's tutor, named so the page can say whom the student joined.
        related_user: { id: tutorUser.id, role: 'tutor', deleted: false },
      });
      // A move names the tutor the student moved to.
      expect(links[3]?.related_user?.id).toBe(otherTutorUser.id);
      expect(links[1]?.ip).toBe('127.0.0.1');
    });

    it('records a password reset from an e-mail link with nobody as the actor', async () => {
      const anonymous = new TestAgent(ctx().app);
      await anonymous.post('/api/users/forgot-password', { email: secondStudentUser.email });
      const mail = await db()
        .selectFrom('email_outbox')
        .select('body_text')
        .where('to_address', '=', secondStudentUser.email)
        .executeTakeFirstOrThrow();
      const token = /reset-password\?token=([\w-]+)/.exec(mail.body_text)?.[1];
      const reset = await anonymous.request({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, password: 'A-new-long-passphrase-1' },
        ...from(CALLER_IP),
      });
      expect(reset.statusCode, reset.body).toBe(200);
      // The used link again: refused, and not recorded twice.
      await anonymous.post('/api/users/reset-password', { token, password: 'Another-long-passphrase-2' });

      const resets = await entries('?action=password.reset');
      expect(resets).toHaveLength(1);
      expect(resets[0]).toMatchObject({
        actor: null,
        target_type: 'user',
        target_id: secondStudentUser.id,
        target_user: { id: secondStudentUser.id, first_name: 'Jonas' },
        ip: CALLER_IP,
      });
    });

    it('records a password change by its owner', async () => {
      const changer = await buildUser(ctx(), { first_name: 'Keičia' });
      const agent = await loginAs(ctx(), changer);
      const wrong = await agent.post('/api/v1/profile/change-password', {
        current_password: 'not-the-password',
        new_password: 'A-fresh-long-passphrase-3',
      });
      expect(wrong.statusCode).not.toBe(200);
      const changed = await agent.request({
        method: 'POST',
        url: '/api/v1/profile/change-password',
        payload: { current_password: changer.password, new_password: 'A-fresh-long-passphrase-3' },
        ...from(CALLER_IP),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const list = await entries(`?action=password.changed&target_id=${changer.id}`);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        actor: { id: changer.id },
        target_user: { id: changer.id },
        ip: CALLER_IP,
      });
    });

    it('records a login lockout once, at the failure that used up the last try', async () => {
      const locked = await buildUser(ctx(), { role: 'tutor', first_name: 'Užrakintas' });
      const anonymous = new TestAgent(ctx().app);
      const tryLogin = (email: string) =>
        anonymous.request({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: 'wrong-password-1' },
          ...from(CALLER_IP),
        });
      for (let i = 1; i < LOGIN_FAILURES; i += 1) {
        expect((await tryLogin(locked.email)).statusCode).toBe(401);
        expect(await entries(`?action=login.locked_out&target_id=${locked.id}`)).toHaveLength(0);
      }
      expect((await tryLogin(locked.email)).statusCode).toBe(401);
      expect((await tryLogin(locked.email)).statusCode).toBe(429);
      expect((await tryLogin(locked.email)).statusCode).toBe(429);
      const lockouts = await entries(`?action=login.locked_out&target_id=${locked.id}`);
      expect(lockouts).toHaveLength(1);
      expect(lockouts[0]).toMatchObject({
        actor: null,
        target_type: 'user',
        target_id: locked.id,
        target_user: { id: locked.id, role: 'tutor' },
        details: { failures: LOGIN_FAILURES },
        ip: CALLER_IP,
      });

      // An e-mail of no account is locked out too: recorded without a target.
      for (let i = 0; i < LOGIN_FAILURES; i += 1) await tryLogin('nobody-here@example.com');
      const anonymousLockouts = (await entries('?action=login.locked_out')).filter(
        (e) => e.target_id === null,
      );
      expect(anonymousLockouts).toHaveLength(1);
      expect(anonymousLockouts[0]).toMatchObject({ actor: null, target_user: null, ip: CALLER_IP });
    });

    it('filters by actor, action and account, newest first and paged', async () => {
      const byAdmin = await entries(`?actor_id=${adminUser.id}`);
      expect(byAdmin.length).toBeGreaterThan(0);
      expect(byAdmin.every((e) => e.actor?.id === adminUser.id)).toBe(true);
      expect(actionsOf(byAdmin)).toEqual(['link.ended', 'link.created', 'link.moved', 'link.created']);

      expect(actionsOf(await entries('?action=link.moved'))).toEqual(['link.moved']);

      // About the tutor: the links where they are the tutor, found through the entries' details.
      const aboutTutor = await entries(`?target_id=${tutorUser.id}`);
      expect(actionsOf(aboutTutor)).toEqual([
        'link.ended',
        'link.created',
        'link.moved',
        'link.created',
        'link.ended',
        'link.created',
      ]);
      const aboutOtherTutor = await entries(`?target_id=${otherTutorUser.id}`);
      expect(actionsOf(aboutOtherTutor)).toEqual(['link.ended', 'link.moved']);
      // About the student: their links and nothing else.
      const aboutStudent = await entries(`?target_id=${studentUser.id}`);
      expect(actionsOf(aboutStudent)).toEqual([
        'link.ended',
        'link.moved',
        'link.created',
        'link.ended',
        'link.created',
      ]);
      expect(actionsOf(await entries(`?target_id=${secondStudentUser.id}`))).toEqual([
        'password.reset',
        'link.ended',
        'link.created',
      ]);
      // An id that is another kind of target, or a longer number in a link's details, is not a match.
      await recordAudit(
        db(),
        { id: adminUser.id, role: 'admin', ip: null },
        {
          action: 'prompt.created',
          targetType: 'prompt',
          targetId: tutorUser.id,
        },
      );
      await recordAudit(
        db(),
        { id: adminUser.id, role: 'admin', ip: null },
        {
          action: 'link.created',
          targetType: 'link',
          targetId: 999_999,
          details: { tutor_id: Number(`${tutorUser.id}1`), student_id: 999_999 },
        },
      );
      expect(await entries(`?target_id=${tutorUser.id}`)).toEqual(aboutTutor);
      // Actions combine with the account.
      expect(actionsOf(await entries(`?target_id=${tutorUser.id}&action=link.ended`))).toEqual([
        'link.ended',
        'link.ended',
      ]);

      const everything = await entries();
      const firstPage = await audit('?per_page=2');
      const secondPage = await audit('?per_page=2&page=2');
      expect(firstPage.meta.pagination).toEqual({
        page: 1,
        per_page: 2,
        total: everything.length,
        pages: Math.ceil(everything.length / 2),
      });
      expect([...firstPage.data, ...secondPage.data].map((e) => e.id)).toEqual(
        everything.slice(0, 4).map((e) => e.id),
      );
      const ids = everything.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('filters by inclusive UTC days', async () => {
      const actor = { id: adminUser.id, role: 'admin', ip: null };
      const event = { action: 'account.export' as const };
      await recordAudit(db(), actor, event, new Date('2024-03-09T12:00:00.000Z'));
      await recordAudit(db(), actor, event, new Date('2024-03-10T00:00:00.000Z'));
      await recordAudit(db(), actor, event, new Date('2024-03-11T23:59:59.999Z'));
      await recordAudit(db(), actor, event, new Date('2024-03-12T00:00:00.000Z'));
      const days = async (query: string) =>
        (await entries(`?action=account.export&${query}`)).map((e) => e.created_at.slice(0, 10));
      expect(await days('from=2024-03-10&to=2024-03-11')).toEqual(['2024-03-11', '2024-03-10']);
      expect(await days('from=2024-03-12')).toEqual(['2024-03-12']);
      expect(await days('to=2024-03-09')).toEqual(['2024-03-09']);
      expect(await days('from=2024-03-11&to=2024-03-11')).toEqual(['2024-03-11']);

      const backwards = await admin.get('/api/v1/admin/audit?from=2024-03-12&to=2024-03-10');
      expect(backwards.statusCode).toBe(422);
      expect(body(backwards).errors[0]).toMatchObject({ code: 'E2004', field: 'to' });
      const notADate = await admin.get('/api/v1/admin/audit?from=2024-13-45');
      expect(notADate.statusCode).toBe(400);
      const unknownAction = await admin.get('/api/v1/admin/audit?action=account.hacked');
      expect(unknownAction.statusCode).toBe(400);
    });

    it('shows the people as they are now', async () => {
      await db()
        .updateTable('users')
        .set({ first_name: 'Adelė Nauja' })
        .where('id', '=', adminUser.id)
        .execute();
      const [latest] = await entries(`?actor_id=${adminUser.id}&action=link.moved`);
      expect(latest?.actor?.first_name).toBe('Adelė Nauja');
    });

    it('is for admins only, and no route changes or deletes an entry', async () => {
      for (const agent of [student, tutor]) {
        const response = await agent.get('/api/v1/admin/audit');
        expect(response.statusCode).toBe(403);
        expect(body(response).errors[0]?.code).toBe('E3002');
      }
      expect((await new TestAgent(ctx().app).get('/api/v1/admin/audit')).statusCode).toBe(401);
      const [entry] = await entries();
      for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
        for (const url of ['/api/v1/admin/audit', `/api/v1/admin/audit/${entry?.id}`]) {
          const response = await admin.request({ method, url, payload: {} });
          expect(response.statusCode).toBe(404);
        }
      }
    });

    it('is refused by the database itself when anything updates or deletes an entry', async () => {
      const before = await entries();
      const target = before[0];
      if (!target) throw new Error('no entries');
      await expect(
        db()
          .updateTable('audit_log')
          .set({ action: 'account.deleted' })
          .where('id', '=', target.id)
          .execute(),
      ).rejects.toThrow(/audit entries cannot be changed or deleted/);
      await expect(db().deleteFrom('audit_log').where('id', '=', target.id).execute()).rejects.toThrow(
        /audit entries cannot be changed or deleted/,
      );
      await expect(sql`delete from audit_log`.execute(db())).rejects.toThrow(
        /audit entries cannot be changed or deleted/,
      );
      expect(await entries()).toEqual(before);
    });
  },
  { LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_FAILURES) },
);
