import {
  envelopeOf,
  ZLeaderboardEntry,
  ZLeaderboardQuery,
  ZScoreboard,
  ZScoreboardQuery,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { createAttemptsService } from '../attempts/attempts.service.ts';
import { createScoreboardService } from './scoreboard.service.ts';

/** `/api/v1/scoreboard` (a student's totals, mastery and activity), and the class leaderboard. */
export const scoreboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createScoreboardService(app.db);
  const access = createAttemptsService(app.db);
  const tags = ['scoreboard'];

  app.get(
    '/scoreboard',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZScoreboardQuery, response: { 200: envelopeOf(ZScoreboard) } },
    },
    async (request) => {
      const { user } = caller(request);
      const subject = await access.subjectOf({ id: user.id, role: user.role }, request.query.student_id);
      return ok(request, await service.scoreboard(subject, requestLanguage(request)));
    },
  );

  app.get(
    '/scoreboard/leaderboard',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        querystring: ZLeaderboardQuery,
        response: { 200: envelopeOf(z.array(ZLeaderboardEntry)) },
      },
    },
    async (request) => {
      const { user } = caller(request);
      return ok(request, await service.leaderboard({ id: user.id, role: user.role }, request.query.tutor_id));
    },
  );
};
