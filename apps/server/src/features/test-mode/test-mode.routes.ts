import { ErrorCode, envelopeOf } from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestClock } from '../../clock.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';

const ZClockState = z.object({ now: z.string(), offset_ms: z.number() });

const ZClockChange = z.union([
  z
    .object({
      advance_ms: z
        .number()
        .int()
        .min(-10 * 365 * 86_400_000)
        .max(10 * 365 * 86_400_000),
    })
    .strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);

const ZTickResult = z.object({ due: z.number().int(), overdue: z.number().int(), written: z.number().int() });

/**
 * Registered only with `TEST_CLOCK=1` (the configuration refuses it in production), for journeys that
 * let a due time pass without waiting for it: the assignments' clock and one scheduler tick on demand.
 * No session is needed and no CSRF token: there is nothing of a user's to protect on a test server.
 */
export const testModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.clock as Partial<TestClock>;
  if (!clock.advance || !clock.set || !clock.reset || !clock.offsetMs) {
    throw new Error('test mode needs the movable test clock');
  }
  const movable = clock as TestClock;
  const tags = ['test mode'];
  const state = () => ({ now: movable.now().toISOString(), offset_ms: movable.offsetMs() });
  const config = { csrfExempt: true };

  app.get('/clock', { schema: { tags, response: { 200: envelopeOf(ZClockState) } } }, async (request) =>
    ok(request, state()),
  );

  app.post(
    '/clock',
    { config, schema: { tags, body: ZClockChange, response: { 200: envelopeOf(ZClockState) } } },
    async (request) => {
      const change = request.body;
      if ('advance_ms' in change) movable.advance(change.advance_ms);
      else if ('now' in change) movable.set(new Date(change.now));
      else movable.reset();
      return ok(request, state());
    },
  );

  app.post(
    '/scheduler/run',
    { config, schema: { tags, response: { 200: envelopeOf(ZTickResult) } } },
    async (request) => {
      const result = await app.scheduler.safeTick();
      if (!result) throw new AppError(ErrorCode.SERVER_ERROR, 'The scheduler tick failed: see the log');
      return ok(request, result);
    },
  );
};
