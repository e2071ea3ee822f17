import {
  DEFAULT_PREFERENCES,
  ErrorCode,
  INTEREST_CHOICES,
  type InterestChoice,
  type Language,
  type TInterests,
  type TPreferences,
} from '@taskas/contracts';
import type { Kysely } from 'kysely';
import type { Database, UserPreferencesTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { createPreferencesRepository } from './preferences.repository.ts';

type TPreferencesChange = Partial<TPreferences>;
type TPreferenceRow = Omit<UserPreferencesTable, 'user_id' | 'updated_at'>;

function fromRow(row: TPreferenceRow, language: Language): TPreferences {
  return {
    language,
    fontSize: row.font_size as TPreferences['fontSize'],
    mathNotation: row.math_notation as TPreferences['mathNotation'],
    autoSave: row.auto_save === 1,
    soundEnabled: row.sound_enabled === 1,
    animationsEnabled: row.animations_enabled === 1,
    difficulty: row.difficulty as TPreferences['difficulty'],
    studyMode: row.study_mode as TPreferences['studyMode'],
    leaderboardOptOut: row.leaderboard_opt_out === 1,
  };
}

function toRow(preferences: TPreferences): TPreferenceRow {
  return {
    font_size: preferences.fontSize,
    math_notation: preferences.mathNotation,
    auto_save: preferences.autoSave ? 1 : 0,
    sound_enabled: preferences.soundEnabled ? 1 : 0,
    animations_enabled: preferences.animationsEnabled ? 1 : 0,
    difficulty: preferences.difficulty,
    study_mode: preferences.studyMode,
    leaderboard_opt_out: preferences.leaderboardOptOut ? 1 : 0,
  };
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const isChoice = (value: string): value is InterestChoice =>
  (INTEREST_CHOICES as readonly string[]).includes(value);

export const NO_INTERESTS: TInterests = { chosen: [], own: [], updated_at: null };

/**
 * A user's preferences (one row, written on their first save; the language is the account's own column)
 * and a student's interests.
 */
export function createPreferencesService(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const repo = createPreferencesRepository(db);

  return {
    /** The saved preferences, or null when the user never saved any (the routes answer 404: use defaults). */
    async find(user: { id: number; preferred_language: string }): Promise<TPreferences | null> {
      const row = await repo.find(user.id);
      return row ? fromRow(row, user.preferred_language as Language) : null;
    },

    /** The preferences in effect: the saved ones, else the defaults in the account's language. */
    async effective(user: { id: number; preferred_language: string }): Promise<TPreferences> {
      return (
        (await this.find(user)) ?? { ...DEFAULT_PREFERENCES, language: user.preferred_language as Language }
      );
    },

    /** Applies a change on top of what is in effect; the first save stores the whole row. */
    async update(user: { id: number; preferred_language: string }, change: TPreferencesChange) {
      const next = { ...(await this.effective(user)), ...change };
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (next.language !== user.preferred_language) {
          await createUsersRepository(trx).update(user.id, {
            preferred_language: next.language,
            updated_at: at,
          });
        }
        await createPreferencesRepository(trx).save(user.id, toRow(next), at);
      });
      return next;
    },

    async interests(userId: number): Promise<TInterests> {
      const row = await repo.findInterests(userId);
      if (!row) return NO_INTERESTS;
      return {
        chosen: parseList(row.chosen).filter(isChoice),
        own: parseList(row.own),
        updated_at: row.updated_at,
      };
    },

    async saveInterests(
      userId: number,
      value: { chosen: InterestChoice[]; own: string[] },
    ): Promise<TInterests> {
      const at = now().toISOString();
      await repo.saveInterests(
        userId,
        { chosen: JSON.stringify(value.chosen), own: JSON.stringify(value.own) },
        at,
      );
      return { ...value, updated_at: at };
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function preferencesNotFound(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'No preferences saved yet: the defaults apply');
}
