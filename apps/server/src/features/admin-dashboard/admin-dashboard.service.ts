import type { TAdminDashboard, TAdminTutor } from '@taskas/contracts';
import { taxonomy } from '@taskas/math';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { presentUser } from '../auth/auth.service.ts';
import { checkServices } from '../health/service-health.ts';
import { createAdminDashboardRepository } from './admin-dashboard.repository.ts';

const DAY_MS = 86_400_000;
export const DASHBOARD_DAYS = 30;
const ACTIVE_DAYS = 7;

/** Midnight UTC of the day `days` before the day of `now`. */
export function utcDayStart(now: Date, days = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY_MS);
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
const areaOrder = new Map(taxonomy.areas.map((area, index) => [area.id, index]));

export function presentAdminTutor(
  row: UserRow & { student_count: number; last_active_at: string | null },
): TAdminTutor {
  return {
    ...presentUser(row),
    status: row.status,
    last_login_at: row.last_login_at,
    student_count: row.student_count,
    last_active_at: row.last_active_at,
  };
}

/** The admin's tutors list and dashboard, read from the whole school. */
export function createAdminDashboardService(app: FastifyInstance) {
  const repo = createAdminDashboardRepository(app.db);

  return {
    async listTutors(filter: { q?: string; page: number; perPage: number }) {
      const { rows, total } = await repo.listTutors(filter);
      return { tutors: rows.map(presentAdminTutor), total };
    },

    async dashboard(now: Date = new Date()): Promise<TAdminDashboard> {
      const today = utcDayStart(now);
      const firstDay = utcDayStart(now, DASHBOARD_DAYS - 1);
      const since = firstDay.toISOString();
      const [accounts, activeToday, activeWeek, perDay, byArea, outbox, lastRun, services] =
        await Promise.all([
          repo.accountsByRoleAndStatus(),
          repo.activeStudentsSince(today.toISOString()),
          repo.activeStudentsSince(utcDayStart(now, ACTIVE_DAYS - 1).toISOString()),
          repo.attemptsPerDay(since),
          repo.attemptsByArea(since),
          repo.outbox(new Date(now.getTime() - DAY_MS).toISOString()),
          repo.schedulerLastRun(),
          checkServices(app),
        ]);

      const counted = new Map(perDay.map((row) => [row.day, row]));
      const attemptsPerDay = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
        const day = dayOf(new Date(firstDay.getTime() + index * DAY_MS));
        const row = counted.get(day);
        return { day, attempts: row?.attempts ?? 0, correct: row?.correct ?? 0 };
      });

      const correctByArea = byArea
        .map((row) => {
          const area = taxonomy.areas.find((a) => a.id === row.area_id);
          return {
            area_id: row.area_id,
            area_name: area ? { ...area.name } : { lt: row.area_id, en: row.area_id },
            attempts: row.attempts,
            correct_share: share(row.correct, row.attempts),
          };
        })
        .sort(
          (a, b) =>
            (areaOrder.get(a.area_id) ?? Number.MAX_SAFE_INTEGER) -
              (areaOrder.get(b.area_id) ?? Number.MAX_SAFE_INTEGER) || a.area_id.localeCompare(b.area_id),
        );

      const config = app.appConfig;
      return {
        accounts,
        active_students: { today: activeToday, last_7_days: activeWeek },
        attempts_per_day: attemptsPerDay,
        correct_by_area: correctByArea,
        system: {
          database: services.database,
          dialect: app.database.dialect,
          redis: services.redis ?? 'not_configured',
          version: config.version,
          uptime_seconds: Math.round(process.uptime()),
          scheduler_last_run_at: lastRun,
          scheduler_enabled: config.scheduler,
          outbox_last_24h: outbox.recent,
          outbox_total: outbox.total,
          smtp_configured: Boolean(config.smtpUrl),
        },
      };
    },
  };
}
