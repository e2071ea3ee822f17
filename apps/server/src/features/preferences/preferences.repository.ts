import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type TPreferenceColumns = {
  font_size: string;
  math_notation: string;
  auto_save: number;
  sound_enabled: number;
  animations_enabled: number;
  difficulty: string;
  study_mode: string;
  leaderboard_opt_out: number;
};

export function createPreferencesRepository(db: Kysely<Database>) {
  return {
    find(userId: number) {
      return db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    /** Writes the whole row: inserted on the first save, replaced after that. */
    async save(userId: number, values: TPreferenceColumns, at: string): Promise<void> {
      await db
        .insertInto('user_preferences')
        .values({ user_id: userId, ...values, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
        .execute();
    },
    findInterests(userId: number) {
      return db.selectFrom('user_interests').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async saveInterests(userId: number, values: { chosen: string; own: string }, at: string): Promise<void> {
      await db
        .insertInto('user_interests')
        .values({ user_id: userId, ...values, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
        .execute();
    },
  };
}
