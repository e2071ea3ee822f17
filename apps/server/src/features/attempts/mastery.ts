import { DIFFICULTIES, type Difficulty } from '@taskas/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Elo-style mastery (decision 007): the student's rating θ per skill against the task's rating b by
 * difficulty; P(correct) = 1 / (1 + e^(b − θ)). After each attempt θ moves by K × (outcome − P).
 */
export const LEVEL_RATING: Record<Difficulty, number> = {
  very_easy: -2,
  easy: -1,
  medium: 0,
  hard: 1,
  very_hard: 2,
};
/** "auto" aims at tasks the student solves about 70 % of the time. */
const TARGET_SUCCESS = 0.7;
export const MASTERED = 0.8;

export function expectedSuccess(rating: number, difficulty: Difficulty): number {
  return 1 / (1 + Math.exp(LEVEL_RATING[difficulty] - rating));
}

/** Mastery shown to people: the chance of solving a medium task of the skill. */
export function masteryOf(rating: number): number {
  return Math.round(expectedSuccess(rating, 'medium') * 1000) / 1000;
}

/** A hint-free correct answer counts 1, each hint a little less, a wrong or revealed answer 0. */
export function outcomeOf(isCorrect: boolean, hintsUsed: number, revealed: boolean): number {
  if (!isCorrect || revealed) return 0;
  return Math.max(0.5, 1 - 0.15 * hintsUsed);
}

export function updatedRating(
  rating: number,
  attempts: number,
  difficulty: Difficulty,
  outcome: number,
): number {
  const k = 0.3 + 0.5 / (1 + attempts / 4);
  return rating + k * (outcome - expectedSuccess(rating, difficulty));
}

export function autoDifficulty(rating: number | undefined): Difficulty {
  if (rating === undefined) return 'easy';
  const target = rating - Math.log(TARGET_SUCCESS / (1 - TARGET_SUCCESS));
  let best: Difficulty = 'medium';
  for (const level of DIFFICULTIES) {
    if (Math.abs(LEVEL_RATING[level] - target) < Math.abs(LEVEL_RATING[best] - target)) best = level;
  }
  return best;
}

export function masteryQueries(db: Kysely<Database>) {
  return {
    find(userId: number, skillId: string) {
      return db
        .selectFrom('skill_mastery')
        .selectAll()
        .where('user_id', '=', userId)
        .where('skill_id', '=', skillId)
        .executeTakeFirst();
    },
    listByUser(userId: number) {
      return db.selectFrom('skill_mastery').selectAll().where('user_id', '=', userId).execute();
    },
    /**
     * Records one attempt's outcome and returns the new mastery. The rating row is created when
     * missing and locked first (an upsert that changes nothing), so two answers to tasks of the same
     * skill at once both move it, one after the other. Call it inside a transaction.
     */
    async record(
      userId: number,
      skill: { skillId: string; topicId: string },
      difficulty: Difficulty,
      isCorrect: boolean,
      outcome: number,
      at: string,
    ): Promise<number> {
      const current = await db
        .insertInto('skill_mastery')
        .values({
          user_id: userId,
          skill_id: skill.skillId,
          topic_id: skill.topicId,
          rating: 0,
          attempts: 0,
          correct: 0,
          last_practised_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'skill_id']).doUpdateSet({ user_id: (eb) => eb.ref('excluded.user_id') }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      const rating = updatedRating(current.rating, current.attempts, difficulty, outcome);
      await db
        .updateTable('skill_mastery')
        .set({
          rating,
          attempts: current.attempts + 1,
          correct: current.correct + (isCorrect ? 1 : 0),
          last_practised_at: at,
        })
        .where('user_id', '=', userId)
        .where('skill_id', '=', skill.skillId)
        .execute();
      return masteryOf(rating);
    },
  };
}
