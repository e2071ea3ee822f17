import type { Role } from '@taskas/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createAdminRepository(db: Kysely<Database>) {
  return {
    async listUsers(filter: { role?: Role; q?: string; page: number; perPage: number }) {
      let query = db.selectFrom('users');
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.q) {
        const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('username_lower', 'like', like),
            eb('email', 'like', like),
            eb(eb.fn('lower', ['first_name']), 'like', like),
            eb(eb.fn('lower', ['last_name']), 'like', like),
          ]),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
