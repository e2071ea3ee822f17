import type { Language, PromptPurpose, PromptScope } from '@taskas/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import { containsText } from '../../db/like.ts';
import type { Database, PromptsTable } from '../../db/schema.ts';

export type PromptRow = Selectable<PromptsTable>;

/** A prompt with the person who owns it (null for the seeded defaults, or once the owner is gone). */
export type PromptWithOwner = PromptRow & {
  owner_username: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
};

/** Whose prompts: the shared library, or one tutor's own. */
export type PromptLibrary = { scope: 'shared' } | { scope: 'personal'; ownerId: number };

export type PromptListFilter = {
  /** A tutor sees the shared prompts and their own; an admin (undefined) sees every one. */
  tutorId?: number;
  purpose?: PromptPurpose;
  language?: Language;
  scope?: PromptScope;
  q?: string;
  page: number;
  perPage: number;
};

export type PromptContent = {
  name: string;
  purpose: PromptPurpose;
  language: Language;
  template: string;
  temperature: number;
  max_tokens: number;
};

export type VersionContent = Pick<PromptContent, 'name' | 'template' | 'temperature' | 'max_tokens'>;

export function createPromptsRepository(db: Kysely<Database>) {
  const withOwner = () =>
    db
      .selectFrom('prompts')
      .leftJoin('users as owner', 'owner.id', 'prompts.owner_id')
      .selectAll('prompts')
      .select([
        'owner.username as owner_username',
        'owner.first_name as owner_first_name',
        'owner.last_name as owner_last_name',
      ]);

  return {
    async list(filter: PromptListFilter): Promise<{ rows: PromptWithOwner[]; total: number }> {
      let query = db.selectFrom('prompts');
      const { tutorId } = filter;
      if (tutorId !== undefined) {
        query = query.where((eb) =>
          eb.or([
            eb('prompts.scope', '=', 'shared'),
            eb.and([eb('prompts.scope', '=', 'personal'), eb('prompts.owner_id', '=', tutorId)]),
          ]),
        );
      }
      if (filter.purpose) query = query.where('prompts.purpose', '=', filter.purpose);
      if (filter.language) query = query.where('prompts.language', '=', filter.language);
      if (filter.scope) query = query.where('prompts.scope', '=', filter.scope);
      if (filter.q) {
        // SQLite's LIKE has no escape character unless one is named.
        query = query.where(containsText(sql.ref('prompts.name'), filter.q));
      }
      const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const rows = await query
        .leftJoin('users as owner', 'owner.id', 'prompts.owner_id')
        .selectAll('prompts')
        .select([
          'owner.username as owner_username',
          'owner.first_name as owner_first_name',
          'owner.last_name as owner_last_name',
        ])
        .orderBy('prompts.updated_at', 'desc')
        .orderBy('prompts.id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(total?.n ?? 0) };
    },

    find(id: number): Promise<PromptWithOwner | undefined> {
      return withOwner().where('prompts.id', '=', id).executeTakeFirst();
    },

    /** The active prompt of a purpose and language in one library (the newest, should there be two). */
    findActive(purpose: PromptPurpose, language: Language, library: PromptLibrary) {
      let query = db
        .selectFrom('prompts')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('language', '=', language)
        .where('scope', '=', library.scope)
        .where('is_active', '=', 1);
      if (library.scope === 'personal') query = query.where('owner_id', '=', library.ownerId);
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },

    async insert(
      values: PromptContent & {
        scope: PromptScope;
        owner_id: number | null;
        is_active: boolean;
        is_default?: boolean;
        at: string;
      },
    ): Promise<number> {
      const { is_active, is_default, at, ...rest } = values;
      const { id } = await db
        .insertInto('prompts')
        .values({
          ...rest,
          is_active: is_active ? 1 : 0,
          is_default: is_default ? 1 : 0,
          version: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Writes a new version of the prompt when it still is at `expectedVersion`; false when it is not. */
    async update(
      id: number,
      expectedVersion: number,
      changes: Partial<PromptContent> & { is_active?: boolean; at: string },
    ): Promise<boolean> {
      const { is_active, at, ...content } = changes;
      const result = await db
        .updateTable('prompts')
        .set({
          ...content,
          ...(is_active === undefined ? {} : { is_active: is_active ? 1 : 0 }),
          version: expectedVersion + 1,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Makes every other active prompt of this purpose and language in the library inactive. */
    async deactivateOthers(
      id: number,
      purpose: PromptPurpose,
      language: Language,
      library: PromptLibrary,
      at: string,
    ): Promise<void> {
      let query = db
        .updateTable('prompts')
        .set({ is_active: 0, updated_at: at })
        .where('id', '!=', id)
        .where('purpose', '=', purpose)
        .where('language', '=', language)
        .where('scope', '=', library.scope)
        .where('is_active', '=', 1);
      if (library.scope === 'personal') query = query.where('owner_id', '=', library.ownerId);
      await query.execute();
    },

    /** Removes the prompt; its versions go with it (the foreign key cascades). */
    async delete(id: number): Promise<boolean> {
      await db.deleteFrom('prompt_versions').where('prompt_id', '=', id).execute();
      const result = await db.deleteFrom('prompts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async insertVersion(
      promptId: number,
      version: number,
      content: VersionContent,
      editedBy: number | null,
      at: string,
      restoredFrom: number | null = null,
    ): Promise<void> {
      await db
        .insertInto('prompt_versions')
        .values({
          prompt_id: promptId,
          version,
          name: content.name,
          template: content.template,
          temperature: content.temperature,
          max_tokens: content.max_tokens,
          edited_by: editedBy,
          restored_from: restoredFrom,
          created_at: at,
        })
        .execute();
    },

    async listVersions(promptId: number, page: number, perPage: number) {
      const total = await db
        .selectFrom('prompt_versions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('prompt_id', '=', promptId)
        .executeTakeFirst();
      const rows = await db
        .selectFrom('prompt_versions as v')
        .leftJoin('users as editor', 'editor.id', 'v.edited_by')
        .selectAll('v')
        .select([
          'editor.username as editor_username',
          'editor.first_name as editor_first_name',
          'editor.last_name as editor_last_name',
        ])
        .where('v.prompt_id', '=', promptId)
        .orderBy('v.version', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { rows, total: Number(total?.n ?? 0) };
    },

    findVersion(promptId: number, version: number) {
      return db
        .selectFrom('prompt_versions')
        .selectAll()
        .where('prompt_id', '=', promptId)
        .where('version', '=', version)
        .executeTakeFirst();
    },
  };
}
