import type {
  TPrompt,
  TPromptInput,
  TPromptPreview,
  TPromptSummary,
  TPromptVersion,
  TTaskGenerationPrompt,
} from '@taskas/contracts';
import { unknownPromptVariables } from '@taskas/contracts';
import { findSkill } from '@taskas/math';
import { expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';
import { DEFAULT_PROMPTS, defaultPromptOf } from './default-prompts.ts';
import { seedDefaultPrompts } from './prompts.service.ts';

const put = (agent: TestAgent, url: string, payload: object) =>
  agent.request({ method: 'PUT', url, payload });
const del = (agent: TestAgent, url: string) => agent.request({ method: 'DELETE', url });

async function signedIn(ctx: TestContext, role: TestUser['role']) {
  const user = await buildUser(ctx, { role });
  return { user, agent: await loginAs(ctx, user) };
}

let counter = 0;
function promptInput(overrides: Partial<TPromptInput> = {}): TPromptInput {
  counter += 1;
  return {
    name: `Užduotys apie sportą ${counter}`,
    purpose: 'task_generation',
    language: 'lt',
    template: 'Sukurk {{difficulty}} užduotį {{grade}} klasei tema „{{topic}}“.',
    temperature: 0.5,
    max_tokens: 600,
    is_active: false,
    ...overrides,
  };
}

async function create(agent: TestAgent, overrides: Partial<TPromptInput> = {}): Promise<TPrompt> {
  const response = await agent.post('/api/v1/prompts', promptInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return body<TPrompt>(response).data;
}

async function fetchPrompt(agent: TestAgent, id: number) {
  return agent.get(`/api/v1/prompts/${id}`);
}

async function listAll(agent: TestAgent, query = '') {
  const response = await agent.get(`/api/v1/prompts?per_page=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<TPromptSummary[]>(response);
}

async function auditOf(ctx: TestContext, promptId: number) {
  const rows = await ctx.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'target_type', 'target_id', 'details'])
    .where('target_type', '=', 'prompt')
    .where('target_id', '=', promptId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}

async function taskGeneration(agent: TestAgent, query = '') {
  const response = await agent.get(`/api/v1/prompts/task-generation${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<TTaskGenerationPrompt>(response).data;
}

describeEachDatabase('the prompt library', (ctx) => {
  it('is for tutors and admins: a student is refused every route, an anonymous caller too', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const shared = await create(admin.agent);
    const student = await signedIn(ctx(), 'student');
    const calls = [
      student.agent.get('/api/v1/prompts'),
      student.agent.get(`/api/v1/prompts/${shared.id}`),
      student.agent.post('/api/v1/prompts', promptInput()),
      put(student.agent, `/api/v1/prompts/${shared.id}`, { ...promptInput(), expected_version: 1 }),
      del(student.agent, `/api/v1/prompts/${shared.id}`),
      student.agent.get(`/api/v1/prompts/${shared.id}/versions`),
      student.agent.post(`/api/v1/prompts/${shared.id}/versions/1/restore`, { expected_version: 1 }),
      student.agent.post(`/api/v1/prompts/${shared.id}/copy`),
      student.agent.post('/api/v1/prompts/preview', {
        template: '{{topic}}',
        skill_id: 'percent-of-amount',
        language: 'lt',
      }),
      student.agent.get('/api/v1/prompts/task-generation'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(body(response).errors[0]?.code).toBe('E3002');
    }
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/v1/prompts' });
    expect(anonymous.statusCode).toBe(401);
    expect((await fetchPrompt(admin.agent, shared.id)).statusCode).toBe(200);
  });

  it("puts a tutor's prompt in their own library and an admin's in the shared one, each with version 1", async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const personal = await create(tutor.agent, { temperature: 0.7 });
    expect(personal).toMatchObject({
      scope: 'personal',
      owner: { id: tutor.user.id, username: tutor.user.username },
      version: 1,
      is_default: false,
      is_active: false,
      can_edit: true,
      temperature: 0.7,
      max_tokens: 600,
    });
    const admin = await signedIn(ctx(), 'admin');
    const shared = await create(admin.agent, { language: 'en', name: 'Word problems' });
    expect(shared).toMatchObject({
      scope: 'shared',
      owner: { id: admin.user.id },
      version: 1,
      can_edit: true,
    });

    const versions = await tutor.agent.get(`/api/v1/prompts/${personal.id}/versions`);
    expect(body<TPromptVersion[]>(versions).data).toEqual([
      expect.objectContaining({
        version: 1,
        name: personal.name,
        template: personal.template,
        edited_by: expect.objectContaining({ id: tutor.user.id }),
        restored_from: null,
      }),
    ]);
    expect(await auditOf(ctx(), personal.id)).toEqual([
      {
        action: 'prompt.created',
        actor_id: tutor.user.id,
        target_type: 'prompt',
        target_id: personal.id,
        details: {
          name: personal.name,
          version: 1,
          purpose: 'task_generation',
          language: 'lt',
          scope: 'personal',
        },
      },
    ]);
    expect((await auditOf(ctx(), shared.id))[0]?.details).toMatchObject({ scope: 'shared', language: 'en' });
  });

  it("shows a tutor the shared prompts and their own, never another tutor's; an admin sees all", async () => {
    const admin = await signedIn(ctx(), 'admin');
    const tutor = await signedIn(ctx(), 'tutor');
    const other = await signedIn(ctx(), 'tutor');
    const shared = await create(admin.agent, { name: 'Bendras: trupmenos' });
    const mine = await create(tutor.agent, { name: 'Mano: trupmenos', purpose: 'hint' });
    const theirs = await create(other.agent, { name: 'Kito: trupmenos' });

    const seen = (await listAll(tutor.agent, '&q=trupmenos')).data.map((p) => p.id);
    expect(seen).toContain(shared.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    const tutorView = (await listAll(tutor.agent)).data;
    expect(tutorView.every((p) => p.scope === 'shared' || p.owner?.id === tutor.user.id)).toBe(true);
    expect(tutorView.find((p) => p.id === shared.id)?.can_edit).toBe(false);

    const adminView = (await listAll(admin.agent, '&q=trupmenos')).data;
    expect(adminView.map((p) => p.id)).toEqual(expect.arrayContaining([shared.id, mine.id, theirs.id]));
    expect(adminView.find((p) => p.id === theirs.id)?.can_edit).toBe(false);

    const other404 = await fetchPrompt(tutor.agent, theirs.id);
    expect(other404.statusCode).toBe(404);
    expect(body(other404).errors[0]?.code).toBe('E4001');
    expect((await tutor.agent.get(`/api/v1/prompts/${theirs.id}/versions`)).statusCode).toBe(404);
    expect((await tutor.agent.post(`/api/v1/prompts/${theirs.id}/copy`)).statusCode).toBe(404);
    const adminRead = await fetchPrompt(admin.agent, theirs.id);
    expect(body<TPrompt>(adminRead).data).toMatchObject({ id: theirs.id, can_edit: false });
  });

  it('filters by purpose, language, scope and name, and pages', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const tag = `Filtras${Date.now()}`;
    await create(tutor.agent, { name: `${tag} a`, purpose: 'hint', language: 'en' });
    await create(tutor.agent, { name: `${tag} b`, purpose: 'hint', language: 'lt' });
    await create(tutor.agent, { name: `${tag} c`, purpose: 'lesson', language: 'lt' });

    const hints = (await listAll(tutor.agent, `&q=${tag}&purpose=hint`)).data;
    expect(hints.map((p) => p.name).sort()).toEqual([`${tag} a`, `${tag} b`]);
    const lt = (await listAll(tutor.agent, `&q=${tag}&language=lt&purpose=all`)).data;
    expect(lt.map((p) => p.name).sort()).toEqual([`${tag} b`, `${tag} c`]);
    expect((await listAll(tutor.agent, `&q=${tag}&scope=shared`)).data).toEqual([]);
    const personal = (await listAll(tutor.agent, '&scope=personal')).data;
    expect(personal.every((p) => p.owner?.id === tutor.user.id)).toBe(true);

    const page = await tutor.agent.get(`/api/v1/prompts?q=${tag}&per_page=2&page=2`);
    expect(body<TPromptSummary[]>(page).data).toHaveLength(1);
    expect(body(page).meta.pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
    // LIKE's wildcards are taken as they are written.
    expect((await listAll(tutor.agent, `&q=${encodeURIComponent('%')}`)).data).toEqual([]);
  });

  it('keeps a version of every save and refuses a save over a newer one with the current version', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const prompt = await create(tutor.agent);
    const changed = {
      ...promptInput({ name: 'Pataisytas', template: 'Nauja: {{skill}} ({{language}})' }),
      expected_version: 1,
    };
    const saved = await put(tutor.agent, `/api/v1/prompts/${prompt.id}`, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<TPrompt>(saved).data).toMatchObject({
      version: 2,
      name: 'Pataisytas',
      template: 'Nauja: {{skill}} ({{language}})',
    });

    const stale = await put(tutor.agent, `/api/v1/prompts/${prompt.id}`, { ...changed, name: 'Senas' });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).errors[0]).toMatchObject({ code: 'E4002', details: { current_version: 2 } });
    expect(body<TPrompt>(await fetchPrompt(tutor.agent, prompt.id)).data.name).toBe('Pataisytas');

    const versions = body<TPromptVersion[]>(await tutor.agent.get(`/api/v1/prompts/${prompt.id}/versions`));
    expect(versions.data.map((v) => [v.version, v.name])).toEqual([
      [2, 'Pataisytas'],
      [1, prompt.name],
    ]);
    expect(versions.meta.pagination).toMatchObject({ total: 2 });
    const audit = await auditOf(ctx(), prompt.id);
    expect(audit.map((a) => a.action)).toEqual(['prompt.created', 'prompt.updated']);
    expect(audit[1]?.details).toMatchObject({ name: 'Pataisytas', version: 2, scope: 'personal' });
  });

  it('refuses a template with unknown variables, naming them, and stores nothing', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const refused = await tutor.agent.post(
      '/api/v1/prompts',
      promptInput({ name: 'Su klaida', template: 'Apie {{topic}} ir {{vardas}}, {{ klase }}, {{vardas}}' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors[0]).toMatchObject({
      code: 'E2004',
      field: 'template',
      details: { unknown_variables: ['vardas', 'klase'] },
    });
    expect((await listAll(tutor.agent, '&q=Su klaida')).data).toEqual([]);

    const prompt = await create(tutor.agent);
    const update = await put(tutor.agent, `/api/v1/prompts/${prompt.id}`, {
      ...promptInput({ template: '{{grade}} {{mokinys}}' }),
      expected_version: 1,
    });
    expect(update.statusCode).toBe(422);
    expect(body(update).errors[0]).toMatchObject({
      field: 'template',
      details: { unknown_variables: ['mokinys'] },
    });
    expect(body<TPrompt>(await fetchPrompt(tutor.agent, prompt.id)).data.version).toBe(1);
  });

  it('lets a tutor change only their own prompts and an admin only the shared ones', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const tutor = await signedIn(ctx(), 'tutor');
    const other = await signedIn(ctx(), 'tutor');
    const shared = await create(admin.agent);
    const mine = await create(tutor.agent);
    const update = { ...promptInput(), expected_version: 1 };

    for (const response of [
      await put(tutor.agent, `/api/v1/prompts/${shared.id}`, update),
      await del(tutor.agent, `/api/v1/prompts/${shared.id}`),
      await tutor.agent.post(`/api/v1/prompts/${shared.id}/versions/1/restore`, { expected_version: 1 }),
      await put(admin.agent, `/api/v1/prompts/${mine.id}`, update),
      await del(admin.agent, `/api/v1/prompts/${mine.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(body(response).errors[0]?.code).toBe('E3002');
    }
    expect((await put(other.agent, `/api/v1/prompts/${mine.id}`, update)).statusCode).toBe(404);
    expect((await del(other.agent, `/api/v1/prompts/${mine.id}`)).statusCode).toBe(404);
    expect(body<TPrompt>(await fetchPrompt(admin.agent, shared.id)).data.version).toBe(1);
    expect(body<TPrompt>(await fetchPrompt(tutor.agent, mine.id)).data.version).toBe(1);
    expect((await put(admin.agent, `/api/v1/prompts/${shared.id}`, update)).statusCode).toBe(200);
  });

  it('restores an old version as a new one, marked with where it came from', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const first = await create(tutor.agent, { temperature: 0.2, max_tokens: 300 });
    await put(tutor.agent, `/api/v1/prompts/${first.id}`, {
      ...promptInput({ name: 'Antra', template: 'Antra: {{topic}}', temperature: 1.5, max_tokens: 2000 }),
      expected_version: 1,
    });
    const stale = await tutor.agent.post(`/api/v1/prompts/${first.id}/versions/1/restore`, {
      expected_version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).errors[0]?.details).toMatchObject({ current_version: 2 });
    const missing = await tutor.agent.post(`/api/v1/prompts/${first.id}/versions/9/restore`, {
      expected_version: 2,
    });
    expect(missing.statusCode).toBe(404);

    const restored = await tutor.agent.post(`/api/v1/prompts/${first.id}/versions/1/restore`, {
      expected_version: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(body<TPrompt>(restored).data).toMatchObject({
      version: 3,
      name: first.name,
      template: first.template,
      temperature: 0.2,
      max_tokens: 300,
    });
    const versions = body<TPromptVersion[]>(
      await tutor.agent.get(`/api/v1/prompts/${first.id}/versions`),
    ).data;
    expect(versions.map((v) => [v.version, v.restored_from])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const audit = await auditOf(ctx(), first.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'prompt.restored',
      actor_id: tutor.user.id,
      details: { version: 3, restored_from: 1 },
    });
  });

  it('keeps one active prompt per purpose and language in each library', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const other = await signedIn(ctx(), 'tutor');
    const admin = await signedIn(ctx(), 'admin');
    const theirs = await create(other.agent, { purpose: 'lesson', is_active: true });
    const shared = await create(admin.agent, { purpose: 'lesson', is_active: true });
    const a = await create(tutor.agent, { purpose: 'lesson', is_active: true });
    const english = await create(tutor.agent, { purpose: 'lesson', language: 'en', is_active: true });
    const hint = await create(tutor.agent, { purpose: 'hint', is_active: true });
    const b = await create(tutor.agent, { purpose: 'lesson', is_active: true });

    const activeOf = async (agent: TestAgent, id: number) =>
      body<TPrompt>(await fetchPrompt(agent, id)).data.is_active;
    expect(await activeOf(tutor.agent, a.id)).toBe(false);
    expect(await activeOf(tutor.agent, b.id)).toBe(true);
    expect(await activeOf(tutor.agent, english.id)).toBe(true);
    expect(await activeOf(tutor.agent, hint.id)).toBe(true);
    expect(await activeOf(other.agent, theirs.id)).toBe(true);
    expect(await activeOf(admin.agent, shared.id)).toBe(true);

    // Activating by a save works the same way.
    const again = await put(tutor.agent, `/api/v1/prompts/${a.id}`, {
      ...promptInput({ purpose: 'lesson', is_active: true }),
      expected_version: 1,
    });
    expect(body<TPrompt>(again).data.is_active).toBe(true);
    expect(await activeOf(tutor.agent, b.id)).toBe(false);
    expect(await activeOf(admin.agent, shared.id)).toBe(true);
  });

  it('copies a shared prompt into the tutor’s library, inactive, named as a copy in its language', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const tutor = await signedIn(ctx(), 'tutor');
    const lt = await create(admin.agent, { name: 'Lygtys', is_active: true });
    const en = await create(admin.agent, { name: 'Equations', language: 'en', purpose: 'hint' });

    const copied = await tutor.agent.post(`/api/v1/prompts/${lt.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = body<TPrompt>(copied).data;
    expect(copy).toMatchObject({
      name: 'Lygtys (kopija)',
      scope: 'personal',
      owner: { id: tutor.user.id },
      is_active: false,
      version: 1,
      can_edit: true,
      template: lt.template,
      purpose: 'task_generation',
    });
    expect(body<TPrompt>(await tutor.agent.post(`/api/v1/prompts/${en.id}/copy`)).data.name).toBe(
      'Equations (copy)',
    );
    expect(body<TPrompt>(await fetchPrompt(admin.agent, lt.id)).data.is_active).toBe(true);
    expect(await auditOf(ctx(), copy.id)).toEqual([
      expect.objectContaining({
        action: 'prompt.copied',
        actor_id: tutor.user.id,
        details: expect.objectContaining({ copied_from: lt.id, scope: 'personal', version: 1 }),
      }),
    ]);

    const long = await create(admin.agent, { name: 'x'.repeat(120) });
    const longCopy = body<TPrompt>(await tutor.agent.post(`/api/v1/prompts/${long.id}/copy`)).data;
    expect(longCopy.name).toHaveLength(120);
    expect(longCopy.name.endsWith(' (kopija)')).toBe(true);
  });

  it('deletes a prompt with its history', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const prompt = await create(tutor.agent);
    await put(tutor.agent, `/api/v1/prompts/${prompt.id}`, { ...promptInput(), expected_version: 1 });

    const deleted = await del(tutor.agent, `/api/v1/prompts/${prompt.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).data).toBeNull();
    expect((await fetchPrompt(tutor.agent, prompt.id)).statusCode).toBe(404);
    expect((await del(tutor.agent, `/api/v1/prompts/${prompt.id}`)).statusCode).toBe(404);
    const versions = await ctx()
      .database.db.selectFrom('prompt_versions')
      .select('id')
      .where('prompt_id', '=', prompt.id)
      .execute();
    expect(versions).toEqual([]);
    expect((await auditOf(ctx(), prompt.id)).at(-1)).toMatchObject({
      action: 'prompt.deleted',
      actor_id: tutor.user.id,
      details: { version: 2, scope: 'personal', purpose: 'task_generation', language: 'lt' },
    });
  });

  it('previews a template with sample values from a curriculum skill', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const entry = findSkill('percent-of-amount');
    if (!entry) throw new Error('the curriculum lost percent-of-amount');
    const response = await tutor.agent.post('/api/v1/prompts/preview', {
      template:
        'Tema: {{topic}}; {{ grade }} kl.; {{skill}}; {{difficulty}}; {{interests}}; {{nezinomas}}\n{{examples}}',
      skill_id: 'percent-of-amount',
      language: 'lt',
      difficulty: 'hard',
      interests: ['futbolas', 'muzika'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = body<TPromptPreview>(response).data;
    expect(preview.values).toMatchObject({
      grade: String(entry.subtopic.grades[0]),
      skill: entry.skill.description.lt,
      difficulty: 'sunki',
      interests: 'futbolas, muzika',
      language: 'lietuvių',
    });
    expect(preview.values.topic).toContain(entry.topic.name.lt);
    expect(preview.values.examples).toContain(entry.skill.example.lt);
    expect(preview.values.examples).toContain(entry.skill.example.answer);
    expect(preview.rendered).toBe(
      `Tema: ${preview.values.topic}; ${preview.values.grade} kl.; ${entry.skill.description.lt}; sunki; futbolas, muzika; {{nezinomas}}\n${preview.values.examples}`,
    );
    expect(preview.unknown_variables).toEqual(['nezinomas']);

    const english = body<TPromptPreview>(
      await tutor.agent.post('/api/v1/prompts/preview', {
        template: '{{skill}} {{interests}} {{difficulty}}',
        skill_id: 'percent-of-amount',
        language: 'en',
      }),
    ).data;
    expect(english.rendered).toBe(`${entry.skill.description.en} none given medium`);

    const unknown = await tutor.agent.post('/api/v1/prompts/preview', {
      template: '{{topic}}',
      skill_id: 'no-such-skill',
      language: 'lt',
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).errors[0]).toMatchObject({ code: 'E4001', field: 'skill_id' });
  });
});

describeEachDatabase('the default prompts and the task-generation prompt', (ctx) => {
  it('seeds every purpose in both languages once, as shared active defaults', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const defaults = (await listAll(admin.agent)).data.filter((p) => p.is_default);
    expect(defaults).toHaveLength(DEFAULT_PROMPTS.length);
    expect(new Set(defaults.map((p) => `${p.purpose}/${p.language}`)).size).toBe(8);
    expect(defaults.every((p) => p.scope === 'shared' && p.is_active && p.owner === null)).toBe(true);
    expect(await seedDefaultPrompts(ctx().database.db)).toBe(false);
    expect((await listAll(admin.agent)).data.filter((p) => p.is_default)).toHaveLength(8);
    for (const prompt of DEFAULT_PROMPTS) {
      expect(unknownPromptVariables(prompt.template)).toEqual([]);
      expect(prompt.template).toContain('{{skill}}');
    }
  });

  it('falls back from the tutor’s own prompt to the shared one to the built-in one', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const tutor = await signedIn(ctx(), 'tutor');
    const seeded = (
      await listAll(admin.agent, '&purpose=task_generation&language=lt&scope=shared')
    ).data.find((p) => p.is_default);
    if (!seeded) throw new Error('no seeded Lithuanian task-generation prompt');

    // The tutor's preferred language is Lithuanian (buildUser).
    expect(await taskGeneration(tutor.agent)).toMatchObject({
      source: 'shared',
      prompt_id: seeded.id,
      language: 'lt',
      template: defaultPromptOf('task_generation', 'lt').template,
      provider_configured: false,
    });
    expect(await taskGeneration(tutor.agent, '?language=en')).toMatchObject({
      source: 'shared',
      language: 'en',
    });

    const own = await create(tutor.agent, { is_active: true, temperature: 0.9 });
    expect(await taskGeneration(tutor.agent)).toMatchObject({
      source: 'personal',
      prompt_id: own.id,
      template: own.template,
      temperature: 0.9,
    });
    // An admin never gets a tutor's prompt.
    expect(await taskGeneration(admin.agent, '?language=lt')).toMatchObject({
      source: 'shared',
      prompt_id: seeded.id,
    });

    await put(tutor.agent, `/api/v1/prompts/${own.id}`, {
      ...promptInput({ is_active: false }),
      expected_version: 1,
    });
    expect(await taskGeneration(tutor.agent)).toMatchObject({ source: 'shared', prompt_id: seeded.id });

    const full = body<TPrompt>(await fetchPrompt(admin.agent, seeded.id)).data;
    const deactivated = await put(admin.agent, `/api/v1/prompts/${seeded.id}`, {
      name: full.name,
      purpose: full.purpose,
      language: full.language,
      template: full.template,
      temperature: full.temperature,
      max_tokens: full.max_tokens,
      is_active: false,
      expected_version: full.version,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await taskGeneration(tutor.agent)).toMatchObject({
      source: 'builtin',
      prompt_id: null,
      template: defaultPromptOf('task_generation', 'lt').template,
    });

    const replacement = await create(admin.agent, { is_active: true, name: 'Nauja bendra' });
    expect(await taskGeneration(tutor.agent)).toMatchObject({ source: 'shared', prompt_id: replacement.id });
    expect((await del(admin.agent, `/api/v1/prompts/${replacement.id}`)).statusCode).toBe(200);
    expect(await taskGeneration(tutor.agent)).toMatchObject({ source: 'builtin', name: expect.any(String) });
  });

  it('lets an admin delete an active default, and does not seed it again', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const hint = (await listAll(admin.agent, '&purpose=hint&language=en')).data.find((p) => p.is_default);
    if (!hint) throw new Error('no seeded English hint prompt');
    expect(hint.is_active).toBe(true);
    const deleted = await del(admin.agent, `/api/v1/prompts/${hint.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await auditOf(ctx(), hint.id)).at(-1)).toMatchObject({
      action: 'prompt.deleted',
      actor_id: admin.user.id,
      details: { purpose: 'hint', language: 'en', scope: 'shared' },
    });
    expect(await seedDefaultPrompts(ctx().database.db)).toBe(false);
    const remaining = (await listAll(admin.agent)).data.filter((p) => p.is_default);
    expect(remaining.map((p) => p.id)).not.toContain(hint.id);
    expect(remaining.some((p) => p.purpose === 'hint' && p.language === 'en')).toBe(false);
  });
});
