import { envelopeOf, ZAiUsage } from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { createAiCallsRepository } from './ai-calls.repository.ts';

const ZAiUsageQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(7),
  _t: z.string().optional(),
});

/** `GET /api/v1/admin/ai-usage`: the model's calls, tokens and latency summed for the admin dashboard. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const calls = createAiCallsRepository(app.db);
  app.get(
    '/ai-usage',
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['admin'], querystring: ZAiUsageQuery, response: { 200: envelopeOf(ZAiUsage) } },
    },
    async (request) => {
      const { days } = request.query;
      const since = new Date(Date.now() - days * 86_400_000).toISOString();
      const [usage, state] = await Promise.all([calls.usageSince(since), app.ai.state()]);
      return ok(request, { state, model: app.ai.model, days, ...usage });
    },
  );
};
