import { AI_PURPOSES, type TAiUsage } from '@taskas/contracts';
import { type Kysely, sql } from 'kysely';
import type { AiCallsTable, Database } from '../../db/schema.ts';

export type AiCallRecord = {
  userId: number | null;
  purpose: AiCallsTable['purpose'];
  model: string;
  promptId: number | null;
  promptVersion: number | null;
  outcome: AiCallsTable['outcome'];
  reason: string | null;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  details: unknown;
  at: string;
};

const average = (sum: number, count: number) => (count > 0 ? Math.round(sum / count) : null);

/** Model calls as stored: one row each, written after the call whatever its outcome. */
export function createAiCallsRepository(db: Kysely<Database>) {
  return {
    async record(call: AiCallRecord): Promise<void> {
      await db
        .insertInto('ai_calls')
        .values({
          user_id: call.userId,
          purpose: call.purpose,
          model: call.model.slice(0, 200),
          prompt_id: call.promptId,
          prompt_version: call.promptVersion,
          outcome: call.outcome,
          reason: call.reason?.slice(0, 500) ?? null,
          prompt_tokens: call.promptTokens,
          completion_tokens: call.completionTokens,
          latency_ms: Math.round(call.latencyMs),
          details: call.details === undefined ? null : JSON.stringify(call.details),
          created_at: call.at,
        })
        .execute();
    },

    /** Calls the user has made since `since` that reached the model (a refused-for-limit call did not). */
    async countSince(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('ai_calls')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .where('outcome', '!=', 'limited')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Sums by purpose and outcome since `since`, for the admin dashboard. */
    async usageSince(since: string): Promise<Omit<TAiUsage, 'state' | 'model' | 'days'>> {
      const rows = await db
        .selectFrom('ai_calls')
        .select([
          'purpose',
          'outcome',
          (eb) => eb.fn.countAll<number>().as('calls'),
          (eb) => eb.fn.sum<number>('prompt_tokens').as('prompt_tokens'),
          (eb) => eb.fn.sum<number>('completion_tokens').as('completion_tokens'),
          (eb) => eb.fn.sum<number>('latency_ms').as('latency_ms'),
        ])
        .where('created_at', '>=', since)
        .groupBy(['purpose', 'outcome'])
        .orderBy(sql`1`)
        .execute();
      const outcomes = { ok: 0, rejected: 0, failed: 0, limited: 0 };
      let promptTokens = 0;
      let completionTokens = 0;
      let latency = 0;
      let timed = 0;
      const byPurpose = AI_PURPOSES.map((purpose) => {
        const mine = rows.filter((r) => r.purpose === purpose);
        const reached = mine.filter((r) => r.outcome !== 'limited');
        const calls = reached.reduce((n, r) => n + Number(r.calls), 0);
        const latencySum = reached.reduce((n, r) => n + Number(r.latency_ms ?? 0), 0);
        return {
          purpose,
          calls,
          ok: mine.filter((r) => r.outcome === 'ok').reduce((n, r) => n + Number(r.calls), 0),
          tokens: mine.reduce(
            (n, r) => n + Number(r.prompt_tokens ?? 0) + Number(r.completion_tokens ?? 0),
            0,
          ),
          average_latency_ms: average(latencySum, calls),
        };
      });
      for (const row of rows) {
        outcomes[row.outcome] += Number(row.calls);
        promptTokens += Number(row.prompt_tokens ?? 0);
        completionTokens += Number(row.completion_tokens ?? 0);
        if (row.outcome !== 'limited') {
          latency += Number(row.latency_ms ?? 0);
          timed += Number(row.calls);
        }
      }
      return {
        calls: outcomes.ok + outcomes.rejected + outcomes.failed,
        ...outcomes,
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        average_latency_ms: average(latency, timed),
        by_purpose: byPurpose,
      };
    },
  };
}
