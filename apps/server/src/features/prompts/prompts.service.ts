import {
  ErrorCode,
  type Language,
  PROMPT_LIMITS,
  type Role,
  type TPrompt,
  type TPromptSummary,
  type TPromptVersion,
  type TTaskGenerationPrompt,
  unknownPromptVariables,
} from '@taskas/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { DEFAULT_PROMPTS, defaultPromptOf } from './default-prompts.ts';
import {
  createPromptsRepository,
  type PromptContent,
  type PromptLibrary,
  type PromptRow,
  type PromptWithOwner,
} from './prompts.repository.ts';

/** The `app_meta` key that marks the built-in prompts as seeded: an admin who deletes one keeps it deleted. */
export const PROMPTS_SEEDED_KEY = 'prompts_seeded';

export type PromptViewer = { id: number; role: Role };

export type PromptListInput = {
  purpose?: TPrompt['purpose'];
  language?: Language;
  scope?: TPrompt['scope'];
  q?: string;
  page: number;
  perPage: number;
};

type PromptSave = PromptContent & { is_active: boolean };

const COPY_SUFFIX: Record<Language, string> = { lt: ' (kopija)', en: ' (copy)' };

const notFound = (id: number) =>
  new AppError(ErrorCode.NOT_FOUND, `Prompt with ID ${id} not found.`, { details: { prompt_id: id } });

const conflict = (currentVersion: number) =>
  new AppError(ErrorCode.CONFLICT, 'This prompt was saved by someone else meanwhile; reload it first.', {
    details: { current_version: currentVersion },
  });

function refuseUnknownVariables(template: string): void {
  const unknown = unknownPromptVariables(template);
  if (unknown.length > 0) {
    throw new AppError(ErrorCode.VALIDATION, `The template names unknown variables: ${unknown.join(', ')}`, {
      field: 'template',
      details: { unknown_variables: unknown },
    });
  }
}

/** Admins see every prompt; a tutor the shared ones and their own. */
function visibleTo(viewer: PromptViewer, row: PromptRow): boolean {
  return viewer.role === 'admin' || row.scope === 'shared' || row.owner_id === viewer.id;
}

/** Admins change the shared prompts; a tutor their own. */
function editableBy(viewer: PromptViewer, row: PromptRow): boolean {
  if (viewer.role === 'admin') return row.scope === 'shared';
  return row.scope === 'personal' && row.owner_id === viewer.id;
}

/** The library a viewer's new prompts go to, and the one whose active prompt a save may replace. */
function libraryOf(viewer: PromptViewer): PromptLibrary {
  return viewer.role === 'admin' ? { scope: 'shared' } : { scope: 'personal', ownerId: viewer.id };
}

function copyName(name: string, language: Language): string {
  const suffix = COPY_SUFFIX[language];
  return `${name.slice(0, PROMPT_LIMITS.nameMax - suffix.length).trimEnd()}${suffix}`;
}

function presentSummary(viewer: PromptViewer, row: PromptWithOwner): TPromptSummary {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose,
    language: row.language,
    is_active: Number(row.is_active) === 1,
    scope: row.scope,
    owner:
      row.owner_id !== null && row.owner_username !== null
        ? {
            id: row.owner_id,
            username: row.owner_username,
            first_name: row.owner_first_name ?? '',
            last_name: row.owner_last_name ?? '',
          }
        : null,
    is_default: Number(row.is_default) === 1,
    version: row.version,
    updated_at: row.updated_at,
    can_edit: editableBy(viewer, row),
  };
}

function presentPrompt(viewer: PromptViewer, row: PromptWithOwner): TPrompt {
  return {
    ...presentSummary(viewer, row),
    template: row.template,
    temperature: Number(row.temperature),
    max_tokens: row.max_tokens,
    created_at: row.created_at,
  };
}

const auditDetails = (row: Pick<PromptRow, 'name' | 'version' | 'purpose' | 'language' | 'scope'>) => ({
  name: row.name,
  version: row.version,
  purpose: row.purpose,
  language: row.language,
  scope: row.scope,
});

/**
 * The prompt library: who sees and changes which prompt, a version kept for every save, one active
 * prompt per purpose and language in each library, and an audit entry for every change. Each change,
 * its version and its audit entry are written in one transaction.
 */
export function createPromptsService(deps: { db: Kysely<Database>; aiConfigured: boolean }) {
  const { db } = deps;
  const repo = createPromptsRepository(db);

  async function visible(viewer: PromptViewer, id: number): Promise<PromptWithOwner> {
    const row = await repo.find(id);
    // Another tutor's prompt is as absent as a missing one: its existence is theirs.
    if (!row || !visibleTo(viewer, row)) throw notFound(id);
    return row;
  }

  async function editable(viewer: PromptViewer, id: number): Promise<PromptWithOwner> {
    const row = await visible(viewer, id);
    if (!editableBy(viewer, row)) {
      throw new AppError(
        ErrorCode.INSUFFICIENT_PERMISSIONS,
        viewer.role === 'admin'
          ? "A tutor's own prompt can be changed only by that tutor."
          : 'Shared prompts are managed by administrators; copy one to change it.',
        { details: { prompt_id: id, scope: row.scope } },
      );
    }
    return row;
  }

  async function presentOne(viewer: PromptViewer, id: number): Promise<TPrompt> {
    const row = await repo.find(id);
    if (!row) throw notFound(id);
    return presentPrompt(viewer, row);
  }

  /** Stores a new prompt with its first version, making it the active one of its library if asked. */
  async function insertPrompt(
    trx: Kysely<Database>,
    viewer: PromptViewer,
    save: PromptSave,
    at: string,
  ): Promise<number> {
    const writer = createPromptsRepository(trx);
    const library = libraryOf(viewer);
    const id = await writer.insert({
      ...save,
      scope: library.scope,
      owner_id: viewer.id,
      at,
    });
    await writer.insertVersion(id, 1, save, viewer.id, at);
    if (save.is_active) await writer.deactivateOthers(id, save.purpose, save.language, library, at);
    return id;
  }

  return {
    async list(viewer: PromptViewer, input: PromptListInput) {
      const { rows, total } = await repo.list({
        ...input,
        tutorId: viewer.role === 'admin' ? undefined : viewer.id,
      });
      return { items: rows.map((row) => presentSummary(viewer, row)), total };
    },

    async get(viewer: PromptViewer, id: number): Promise<TPrompt> {
      return presentPrompt(viewer, await visible(viewer, id));
    },

    /** An admin's prompt is shared; a tutor's is their own. */
    async create(viewer: PromptViewer, actor: AuditActor, save: PromptSave): Promise<TPrompt> {
      refuseUnknownVariables(save.template);
      const at = new Date().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertPrompt(trx, viewer, save, at);
        await recordAudit(trx, actor, {
          action: 'prompt.created',
          targetType: 'prompt',
          targetId: created,
          details: auditDetails({ ...save, version: 1, scope: libraryOf(viewer).scope }),
        });
        return created;
      });
      return presentOne(viewer, id);
    },

    async update(
      viewer: PromptViewer,
      actor: AuditActor,
      id: number,
      save: PromptSave & { expected_version: number },
    ): Promise<TPrompt> {
      const row = await editable(viewer, id);
      refuseUnknownVariables(save.template);
      if (row.version !== save.expected_version) throw conflict(row.version);
      const at = new Date().toISOString();
      const { expected_version, ...changes } = save;
      const version = expected_version + 1;
      await db.transaction().execute(async (trx) => {
        const writer = createPromptsRepository(trx);
        if (!(await writer.update(id, expected_version, { ...changes, at }))) {
          throw conflict((await writer.find(id))?.version ?? row.version);
        }
        await writer.insertVersion(id, version, changes, viewer.id, at);
        if (changes.is_active) {
          await writer.deactivateOthers(id, changes.purpose, changes.language, libraryOf(viewer), at);
        }
        await recordAudit(trx, actor, {
          action: 'prompt.updated',
          targetType: 'prompt',
          targetId: id,
          details: auditDetails({ ...changes, version, scope: row.scope }),
        });
      });
      return presentOne(viewer, id);
    },

    /** Removes the prompt and its history; an active default may go too (task generation falls back). */
    async remove(viewer: PromptViewer, actor: AuditActor, id: number): Promise<void> {
      const row = await editable(viewer, id);
      await db.transaction().execute(async (trx) => {
        if (!(await createPromptsRepository(trx).delete(id))) throw notFound(id);
        await recordAudit(trx, actor, {
          action: 'prompt.deleted',
          targetType: 'prompt',
          targetId: id,
          details: auditDetails(row),
        });
      });
    },

    async versions(viewer: PromptViewer, id: number, page: number, perPage: number) {
      await visible(viewer, id);
      const { rows, total } = await repo.listVersions(id, page, perPage);
      const items: TPromptVersion[] = rows.map((row) => ({
        version: row.version,
        name: row.name,
        template: row.template,
        temperature: Number(row.temperature),
        max_tokens: row.max_tokens,
        edited_by:
          row.edited_by !== null && row.editor_username !== null
            ? {
                id: row.edited_by,
                username: row.editor_username,
                first_name: row.editor_first_name ?? '',
                last_name: row.editor_last_name ?? '',
              }
            : null,
        restored_from: row.restored_from,
        created_at: row.created_at,
      }));
      return { items, total };
    },

    /** A new version with an older version's content (name, template and model settings). */
    async restore(
      viewer: PromptViewer,
      actor: AuditActor,
      id: number,
      fromVersion: number,
      expectedVersion: number,
    ): Promise<TPrompt> {
      const row = await editable(viewer, id);
      const source = await repo.findVersion(id, fromVersion);
      if (!source) {
        throw new AppError(ErrorCode.NOT_FOUND, `Prompt ${id} has no version ${fromVersion}.`, {
          field: 'version',
          details: { prompt_id: id, version: fromVersion },
        });
      }
      if (row.version !== expectedVersion) throw conflict(row.version);
      const content = {
        name: source.name,
        template: source.template,
        temperature: Number(source.temperature),
        max_tokens: source.max_tokens,
      };
      const at = new Date().toISOString();
      const version = expectedVersion + 1;
      await db.transaction().execute(async (trx) => {
        const writer = createPromptsRepository(trx);
        if (!(await writer.update(id, expectedVersion, { ...content, at }))) {
          throw conflict((await writer.find(id))?.version ?? row.version);
        }
        await writer.insertVersion(id, version, content, viewer.id, at, fromVersion);
        await recordAudit(trx, actor, {
          action: 'prompt.restored',
          targetType: 'prompt',
          targetId: id,
          details: { ...auditDetails({ ...row, name: content.name, version }), restored_from: fromVersion },
        });
      });
      return presentOne(viewer, id);
    },

    /** A copy in the caller's own library (a tutor's personal one, an admin's shared one), inactive. */
    async copy(viewer: PromptViewer, actor: AuditActor, id: number): Promise<TPrompt> {
      const source = await visible(viewer, id);
      const save: PromptSave = {
        name: copyName(source.name, source.language),
        purpose: source.purpose,
        language: source.language,
        template: source.template,
        temperature: Number(source.temperature),
        max_tokens: source.max_tokens,
        is_active: false,
      };
      const at = new Date().toISOString();
      const copyId = await db.transaction().execute(async (trx) => {
        const created = await insertPrompt(trx, viewer, save, at);
        await recordAudit(trx, actor, {
          action: 'prompt.copied',
          targetType: 'prompt',
          targetId: created,
          details: {
            ...auditDetails({ ...save, version: 1, scope: libraryOf(viewer).scope }),
            copied_from: id,
          },
        });
        return created;
      });
      return presentOne(viewer, copyId);
    },

    /** The caller's own active one, else the active shared one, else the built-in default. */
    async taskGeneration(viewer: PromptViewer, language: Language): Promise<TTaskGenerationPrompt> {
      const personal =
        viewer.role === 'tutor'
          ? await repo.findActive('task_generation', language, { scope: 'personal', ownerId: viewer.id })
          : undefined;
      const found = personal ?? (await repo.findActive('task_generation', language, { scope: 'shared' }));
      const builtin = defaultPromptOf('task_generation', language);
      const chosen = found ?? builtin;
      return {
        source: found ? found.scope : 'builtin',
        prompt_id: found?.id ?? null,
        name: chosen.name,
        language,
        template: chosen.template,
        temperature: Number(chosen.temperature),
        max_tokens: chosen.max_tokens,
        provider_configured: deps.aiConfigured,
      };
    },
  };
}

/**
 * Seeds the built-in prompts as the shared, active defaults, once per database: the marker is written
 * in the same transaction, so a second instance starting at the same time waits and then skips, and a
 * default an admin deleted stays deleted. Answers whether it seeded.
 */
export async function seedDefaultPrompts(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const marked = await trx
      .insertInto('app_meta')
      .values({ key: PROMPTS_SEEDED_KEY, value: '1', updated_at: at })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const writer = createPromptsRepository(trx);
    for (const prompt of DEFAULT_PROMPTS) {
      const id = await writer.insert({
        ...prompt,
        scope: 'shared',
        owner_id: null,
        is_active: true,
        is_default: true,
        at,
      });
      await writer.insertVersion(id, 1, prompt, null, at);
    }
    return true;
  });
}
