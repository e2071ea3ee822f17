import type { AuditAction } from '@taskas/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AuditFilter = {
  actorId?: number;
  /** Entries about this account: its own, and links where it is the student or a tutor. */
  targetId?: number;
  action?: AuditAction;
  /** Inclusive bounds as ISO timestamps: `from` the first instant, `until` the first instant after. */
  from?: string;
  until?: string;
  page: number;
  perPage: number;
};

/** Target types whose `target_id` is an account: a link's entry names its student there (tutor in details). */
const ACCOUNT_TARGETS = ['user', 'link'] as const;
/** The keys of a link entry's details that name a tutor (`{tutor_id, student_id}`, a move's from/to). */
const LINK_TUTOR_KEYS = ['tutor_id', 'from_tutor_id', 'to_tutor_id'] as const;

/** The audit trail, read only: nothing here (or anywhere) updates or deletes an entry. */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async list(filter: AuditFilter) {
      let query = db.selectFrom('audit_log as l');
      if (filter.actorId !== undefined) query = query.where('l.actor_id', '=', filter.actorId);
      if (filter.action) query = query.where('l.action', '=', filter.action);
      if (filter.from) query = query.where('l.created_at', '>=', filter.from);
      if (filter.until) query = query.where('l.created_at', '<', filter.until);
      const targetId = filter.targetId;
      if (targetId !== undefined) {
        // Details are JSON.stringify's text: `"tutor_id":5` followed by `,` or `}` is that key exactly
        // (the quote before it rules out `from_tutor_id`), and the same on both dialects.
        const tutorPatterns = LINK_TUTOR_KEYS.flatMap((key) =>
          [',', '}'].map((end) => `%"${key}":${targetId}${end}%`),
        );
        query = query.where((eb) =>
          eb.or([
            eb.and([eb('l.target_type', 'in', ACCOUNT_TARGETS), eb('l.target_id', '=', targetId)]),
            eb.and([
              eb('l.target_type', '=', 'link'),
              eb.or(tutorPatterns.map((pattern) => eb('l.details', 'like', pattern))),
            ]),
          ]),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const rows = await query
        .leftJoin('users as a', 'a.id', 'l.actor_id')
        .leftJoin('users as t', (join) =>
          join.onRef('t.id', '=', 'l.target_id').on('l.target_type', 'in', ACCOUNT_TARGETS),
        )
        .select([
          'l.id',
          'l.action',
          'l.target_type',
          'l.target_id',
          'l.details',
          'l.ip',
          'l.created_at',
          'a.id as actor_id',
          'a.username as actor_username',
          'a.first_name as actor_first_name',
          'a.last_name as actor_last_name',
          'a.role as actor_role',
          'a.status as actor_status',
          't.id as target_user_id',
          't.username as target_username',
          't.first_name as target_first_name',
          't.last_name as target_last_name',
          't.role as target_role',
          't.status as target_status',
        ])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The accounts of these ids as they are now (a link entry's tutor), in one query. */
    async people(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'username', 'first_name', 'last_name', 'role', 'status'])
        .where('id', 'in', ids)
        .execute();
    },
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepository>['list']>>['rows'][number];
