import {
  ErrorCode,
  type Language,
  type TLeaderboardEntry,
  type TPracticeSettings,
  type TScoreboard,
} from '@taskas/contracts';
import { taxonomy } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { masteryOf } from '../attempts/mastery.ts';
import type { Viewer } from '../tasks/tasks.repository.ts';
import { createScoreboardRepository } from './scoreboard.repository.ts';

const DAY_MS = 86_400_000;

/** Consecutive days with practice, ending today or yesterday (UTC). */
export function streakOf(daysNewestFirst: string[], today = new Date()): number {
  const todayKey = today.toISOString().slice(0, 10);
  const yesterdayKey = new Date(today.getTime() - DAY_MS).toISOString().slice(0, 10);
  const first = daysNewestFirst[0];
  if (first !== todayKey && first !== yesterdayKey) return 0;
  let streak = 0;
  let expected = new Date(`${first}T00:00:00Z`).getTime();
  for (const day of daysNewestFirst) {
    if (new Date(`${day}T00:00:00Z`).getTime() !== expected) break;
    streak += 1;
    expected -= DAY_MS;
  }
  return streak;
}

export const DEFAULT_SETTINGS: TPracticeSettings = { difficulty: 'auto', leaderboard_opt_out: false };

export function createScoreboardService(db: Kysely<Database>) {
  const repo = createScoreboardRepository(db);

  return {
    async scoreboard(userId: number, language: Language): Promise<TScoreboard> {
      const [totals, days, recent, mastery] = await Promise.all([
        repo.totals(userId),
        repo.activeDays(userId),
        repo.recent(userId, 10),
        repo.mastery(userId),
      ]);
      const byTopic = new Map<string, number[]>();
      for (const row of mastery)
        byTopic.set(row.topic_id, [...(byTopic.get(row.topic_id) ?? []), masteryOf(row.rating)]);
      return {
        user_id: userId,
        points: totals.points,
        tasks_solved: totals.solved,
        attempts: totals.attempts,
        correct_attempts: totals.correct,
        accuracy: totals.attempts === 0 ? 0 : Math.round((totals.correct / totals.attempts) * 1000) / 1000,
        streak_days: streakOf(days),
        mastery_by_topic: [...byTopic.entries()].map(([topicId, values]) => ({
          topic_id: topicId,
          topic: taxonomy.topics.find((t) => t.id === topicId)?.name[language] ?? topicId,
          mastery: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000,
          skills_practised: values.length,
        })),
        recent_activity: recent.map((r) => ({ ...r, is_correct: r.is_correct === 1 })),
      };
    },

    /** A tutor's students, or a student's class; first names only; opted-out students are left out. */
    async leaderboard(viewer: Viewer, tutorId?: number): Promise<TLeaderboardEntry[]> {
      let students: number[];
      if (viewer.role === 'student') students = await repo.classmates({ studentId: viewer.id });
      else if (viewer.role === 'tutor') students = await repo.classmates({ tutorId: viewer.id });
      else {
        if (!tutorId)
          throw new AppError(ErrorCode.REQUIRED_FIELD, 'tutor_id is required', { field: 'tutor_id' });
        students = await repo.classmates({ tutorId });
      }
      const rows = await repo.leaderboard(students);
      return rows
        .map((r) => ({
          id: r.id,
          first_name: r.first_name,
          points: Number(r.points),
          solved: Number(r.solved),
        }))
        .sort(
          (a, b) => b.points - a.points || b.solved - a.solved || a.first_name.localeCompare(b.first_name),
        )
        .map((r, index) => ({
          rank: index + 1,
          first_name: r.first_name,
          points: r.points,
          tasks_solved: r.solved,
          is_me: r.id === viewer.id,
        }));
    },

    async settings(userId: number): Promise<TPracticeSettings> {
      const row = await repo.findSettings(userId);
      if (!row) return DEFAULT_SETTINGS;
      return {
        difficulty: row.difficulty as TPracticeSettings['difficulty'],
        leaderboard_opt_out: row.leaderboard_opt_out === 1,
      };
    },

    async updateSettings(userId: number, change: Partial<TPracticeSettings>): Promise<TPracticeSettings> {
      const next = { ...(await this.settings(userId)), ...change };
      await repo.saveSettings(
        userId,
        { difficulty: next.difficulty, leaderboard_opt_out: next.leaderboard_opt_out ? 1 : 0 },
        new Date().toISOString(),
      );
      return next;
    },
  };
}
