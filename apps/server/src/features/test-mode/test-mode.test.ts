import type { TAssignment } from '@taskas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { body, createTestContext, describeEachDatabase, TestAgent } from '../../test/support.ts';
import {
  assign,
  bankTasks,
  HOUR,
  inHours,
  link,
  notificationsOf,
  person,
} from '../assignments/assignments-test-kit.ts';
import { seedTestBank } from '../tasks/test-bank.ts';

describe('TEST_CLOCK', () => {
  it('is off by default and refused in production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
  });

  describe('without it', () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      ctx = await createTestContext('sqlite');
    });
    afterAll(async () => {
      await ctx.dispose();
    });
    it('has no test routes and a clock that cannot be moved', async () => {
      const agent = new TestAgent(ctx.app);
      for (const url of ['/api/v1/test/clock', '/api/v1/test/scheduler/run']) {
        const response = await agent.post(url, { advance_ms: 1 });
        expect(response.statusCode).toBe(404);
      }
      expect(ctx.app.routeTable.some((r) => r.url.startsWith('/api/v1/test/'))).toBe(false);
      expect('advance' in ctx.app.clock).toBe(false);
    });
  });
});

describeEachDatabase(
  'test mode',
  (ctx) => {
    beforeAll(async () => {
      await seedTestBank(ctx());
    });

    it('moves the clock without a session or CSRF token, and runs one scheduler tick on demand', async () => {
      const anonymous = new TestAgent(ctx().app);
      const tutor = await person(ctx(), 'tutor');
      const student = await person(ctx(), 'student');
      await link(ctx(), tutor, student);
      const [assignment] = await assign(ctx(), tutor, [student], {
        due_at: inHours(ctx(), 30),
        task_ids: await bankTasks(ctx(), 1),
      });

      const before = Date.now();
      const moved = await anonymous.request({
        method: 'POST',
        url: '/api/v1/test/clock',
        payload: { advance_ms: 31 * HOUR },
        csrf: false,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const state = body<{ now: string; offset_ms: number }>(moved).data;
      expect(state.offset_ms).toBe(31 * HOUR);
      expect(new Date(state.now).getTime()).toBeGreaterThanOrEqual(before + 31 * HOUR);
      expect(
        body<TAssignment>(await student.agent.get(`/api/v1/assignments/${assignment?.id}`)).data.status,
      ).toBe('past_due');

      const run = await anonymous.request({ method: 'POST', url: '/api/v1/test/scheduler/run', csrf: false });
      expect(run.statusCode, run.body).toBe(200);
      expect(body(run).data).toEqual({ due: 0, overdue: 1, written: 2 });
      expect((await notificationsOf(ctx(), student.user.id)).map((n) => n.type)).toEqual([
        'assignment_assigned',
        'assignment_overdue',
      ]);
      const again = await anonymous.request({
        method: 'POST',
        url: '/api/v1/test/scheduler/run',
        csrf: false,
      });
      expect(body(again).data).toEqual({ due: 0, overdue: 0, written: 0 });

      const at = '2030-01-01T10:00:00.000Z';
      const set = await anonymous.request({
        method: 'POST',
        url: '/api/v1/test/clock',
        payload: { now: at },
        csrf: false,
      });
      expect(Math.abs(new Date(body<{ now: string }>(set).data.now).getTime() - Date.parse(at))).toBeLessThan(
        1000,
      );
      const reset = await anonymous.request({
        method: 'POST',
        url: '/api/v1/test/clock',
        payload: { reset: true },
        csrf: false,
      });
      expect(body<{ offset_ms: number }>(reset).data.offset_ms).toBe(0);
      const bad = await anonymous.request({
        method: 'POST',
        url: '/api/v1/test/clock',
        payload: {},
        csrf: false,
      });
      expect(bad.statusCode).toBe(400);
    });
  },
  { TEST_CLOCK: '1' },
);
