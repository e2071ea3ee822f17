import {
  DEFAULT_PREFERENCES,
  type TAssignment,
  type TInterests,
  type TLeaderboardEntry,
  type TPreferences,
  type TRecommendedTask,
  type TTask,
} from '@taskas/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import * as preferencesMigration from '../../db/migrations/011-preferences.ts';
import { body, buildUser, describeEachDatabase, loginAs, type TestAgent } from '../../test/support.ts';
import { admin } from '../admin/accounts-test-kit.ts';
import { assign, link, person } from '../assignments/assignments-test-kit.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';

const URLS = ['/api/users/preferences', '/api/v1/profile/preferences'];
const INTERESTS = '/api/users/interests';

const put = (agent: TestAgent, payload: object) => agent.request({ method: 'PUT', url: INTERESTS, payload });

describeEachDatabase('preferences', (ctx) => {
  beforeAll(async () => {
    await seedTestBank(ctx());
  });

  it('answers 404 in the envelope until the user saves a preference, at both addresses', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    for (const url of URLS) {
      const response = await agent.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(body(response).errors[0]?.code).toBe('E4001');
      expect(body(response).data).toBeNull();
    }
  });

  it('saves part of the object and answers the whole of it, read back from either address', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const saved = await agent.patch('/api/v1/profile/preferences', { fontSize: 'large', autoSave: false });
    expect(saved.statusCode).toBe(200);
    const expected: TPreferences = { ...DEFAULT_PREFERENCES, fontSize: 'large', autoSave: false };
    expect(body<TPreferences>(saved).data).toEqual(expected);
    for (const url of URLS) expect(body<TPreferences>(await agent.get(url)).data, url).toEqual(expected);

    // A later change keeps what was saved before.
    const next = await agent.patch('/api/users/preferences', {
      mathNotation: 'mathjax',
      studyMode: 'exam',
      soundEnabled: false,
      animationsEnabled: false,
    });
    const all: TPreferences = {
      ...expected,
      mathNotation: 'mathjax',
      studyMode: 'exam',
      soundEnabled: false,
      animationsEnabled: false,
    };
    expect(body<TPreferences>(next).data).toEqual(all);
    expect(body<TPreferences>(await agent.get('/api/v1/profile/preferences')).data).toEqual(all);
  });

  it("takes the language switch's preferred_language as the account's language", async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const response = await agent.patch('/api/users/preferences', { preferred_language: 'en' });
    expect(body<TPreferences>(response).data.language).toBe('en');
    expect(
      body<{ preferred_language: string }>(await agent.get('/api/v1/profile')).data.preferred_language,
    ).toBe('en');
    expect(body<TPreferences>(await agent.get('/api/v1/profile/preferences')).data).toEqual({
      ...DEFAULT_PREFERENCES,
      language: 'en',
    });
    // The preferences' own field name works too.
    await agent.patch('/api/v1/profile/preferences', { language: 'lt' });
    expect(
      body<{ preferred_language: string }>(await agent.get('/api/v1/profile')).data.preferred_language,
    ).toBe('lt');
  });

  it('refuses unknown fields, bad values and an empty change with coded errors, saving nothing', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const refusals: [object, { code: string; field: string | null }][] = [
      [{ fontsize: 'large' }, { code: 'E2001', field: 'fontsize' }],
      [{ fontSize: 'huge' }, { code: 'E2003', field: 'fontSize' }],
      [{ autoSave: 'yes' }, { code: 'E2006', field: 'autoSave' }],
      [{ difficulty: 'insane' }, { code: 'E2003', field: 'difficulty' }],
      [{}, { code: 'E2001', field: null }],
    ];
    for (const [payload, error] of refusals) {
      const response = await agent.patch('/api/users/preferences', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).data).toBeNull();
      expect(body(response).errors[0], JSON.stringify(payload)).toMatchObject(error);
    }
    const noBody = await agent.request({ method: 'PATCH', url: '/api/v1/profile/preferences' });
    expect(noBody.statusCode).toBe(400);
    expect(body(noBody).errors[0]).toMatchObject({ code: 'E2006', field: null });
    expect((await agent.get('/api/users/preferences')).statusCode).toBe(404);
  });

  it('keeps each user to their own preferences', async () => {
    const first = await loginAs(ctx(), await buildUser(ctx()));
    const second = await loginAs(ctx(), await buildUser(ctx()));
    await first.patch('/api/users/preferences', { fontSize: 'small', studyMode: 'practice' });
    await second.patch('/api/users/preferences', { fontSize: 'large' });
    expect(body<TPreferences>(await first.get('/api/users/preferences')).data).toMatchObject({
      fontSize: 'small',
      studyMode: 'practice',
    });
    expect(body<TPreferences>(await second.get('/api/users/preferences')).data).toMatchObject({
      fontSize: 'large',
      studyMode: 'learn',
    });
    expect(
      (await (await loginAs(ctx(), await buildUser(ctx()))).get('/api/users/preferences')).statusCode,
    ).toBe(404);
  });

  it('takes a student off their class leaderboard with leaderboardOptOut, and puts them back', async () => {
    const tutorUser = await buildUser(ctx(), { role: 'tutor' });
    const ona = await buildUser(ctx(), { first_name: 'Ona' });
    const jonas = await buildUser(ctx(), { first_name: 'Jonas' });
    const links = createTutorRepository(ctx().database.db);
    for (const student of [ona, jonas]) await links.link(tutorUser.id, student.id, new Date().toISOString());
    const tutor = await loginAs(ctx(), tutorUser);
    const onaAgent = await loginAs(ctx(), ona);
    const names = async () =>
      body<TLeaderboardEntry[]>(await tutor.get('/api/v1/scoreboard/leaderboard')).data.map(
        (e) => e.first_name,
      );
    expect((await names()).sort()).toEqual(['Jonas', 'Ona']);

    await onaAgent.patch('/api/v1/profile/preferences', { leaderboardOptOut: true });
    expect(await names()).toEqual(['Jonas']);
    const seenByOna = body<TLeaderboardEntry[]>(await onaAgent.get('/api/v1/scoreboard/leaderboard')).data;
    expect(seenByOna.map((e) => e.first_name)).toEqual(['Jonas']);

    await onaAgent.patch('/api/users/preferences', { leaderboardOptOut: false });
    expect((await names()).sort()).toEqual(['Jonas', 'Ona']);
  });

  it('recommends tasks at the chosen difficulty', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const difficulties = async () =>
      body<TRecommendedTask[]>(await agent.get('/api/v1/tasks/recommended?limit=3')).data.map(
        (r) => r.task.difficulty,
      );
    // A new student's mastery suggests easy tasks.
    expect(await difficulties()).toEqual(['easy', 'easy', 'easy']);
    await agent.patch('/api/users/preferences', { difficulty: 'medium' });
    expect(await difficulties()).toEqual(['medium', 'medium', 'medium']);
    await agent.patch('/api/v1/profile/preferences', { difficulty: 'hard' });
    expect(await difficulties()).toEqual(['hard', 'hard', 'hard']);
  });

  it("erases an account's preferences and interests when an admin deletes it", async () => {
    const student = await buildUser(ctx());
    const agent = await loginAs(ctx(), student);
    await agent.patch('/api/users/preferences', { fontSize: 'large' });
    expect((await put(agent, { chosen: ['music'], own: ['šachmatai'] })).statusCode).toBe(200);
    const db = ctx().database.db;
    const rows = async () => [
      ...(await db
        .selectFrom('user_preferences')
        .select('user_id')
        .where('user_id', '=', student.id)
        .execute()),
      ...(await db
        .selectFrom('user_interests')
        .select('user_id')
        .where('user_id', '=', student.id)
        .execute()),
    ];
    expect(await rows()).toHaveLength(2);
    const { agent: adminAgent } = await admin(ctx());
    const deleted = await adminAgent.request({ method: 'DELETE', url: `/api/v1/admin/users/${student.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows()).toEqual([]);
  });
});

describeEachDatabase('interests', (ctx) => {
  it('are empty for a new student, then saved trimmed, collapsed and without repeats', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    expect(body<TInterests>(await agent.get(INTERESTS)).data).toEqual({
      chosen: [],
      own: [],
      updated_at: null,
    });

    const response = await put(agent, {
      chosen: ['music', 'basketball', 'music'],
      own: ['  stalo   tenisas ', 'Šachmatai', 'šachmatai', 'Žvejyba'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = body<TInterests>(response).data;
    expect(saved).toMatchObject({
      chosen: ['music', 'basketball'],
      own: ['stalo tenisas', 'šachmatai', 'Žvejyba'],
    });
    expect(Date.parse(saved.updated_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(body<TInterests>(await agent.get(INTERESTS)).data).toEqual(saved);

    // Saving again replaces them.
    const cleared = body<TInterests>(await put(agent, { chosen: [], own: [] })).data;
    expect(cleared).toMatchObject({ chosen: [], own: [] });
    expect(cleared.updated_at).not.toBeNull();
  });

  it('refuses a sixth own word, one too short or long, markup and an unknown choice, naming the field', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const refusals: [object, string][] = [
      [{ chosen: [], own: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }, 'own'],
      [{ chosen: [], own: ['šachmatai', 'x'] }, 'own.1'],
      [{ chosen: [], own: ['x'.repeat(31)] }, 'own.0'],
      [{ chosen: [], own: ['<b>dainos</b>'] }, 'own.0'],
      [{ chosen: ['music', 'golf'], own: [] }, 'chosen.1'],
    ];
    for (const [payload, field] of refusals) {
      const response = await put(agent, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).errors[0]?.field, JSON.stringify(payload)).toBe(field);
      expect(body(response).errors[0]?.code).toMatch(/^E2/);
    }
    expect((await put(agent, { chosen: [], own: ['ab', 'x'.repeat(30)] })).statusCode).toBe(200);
    expect(body<TInterests>(await agent.get(INTERESTS)).data.own).toEqual(['ab', 'x'.repeat(30)]);
  });

  it('belong to students: tutors and admins cannot save or read their own', async () => {
    for (const role of ['tutor', 'admin'] as const) {
      const agent = await loginAs(ctx(), await buildUser(ctx(), { role }));
      const saved = await put(agent, { chosen: ['music'], own: [] });
      expect(saved.statusCode, role).toBe(403);
      const own = await agent.get(INTERESTS);
      expect(own.statusCode, role).toBe(403);
      expect(body(own).errors[0]?.code).toBe('E3003');
    }
  });

  it("are shown to the student's linked tutor and to admins, never to other tutors or students", async () => {
    const student = await buildUser(ctx());
    await put(await loginAs(ctx(), student), { chosen: ['space'], own: ['robotai'] });
    const linked = await buildUser(ctx(), { role: 'tutor' });
    await createTutorRepository(ctx().database.db).link(linked.id, student.id, new Date().toISOString());
    const url = `${INTERESTS}?student_id=${student.id}`;

    const read = await (await loginAs(ctx(), linked)).get(url);
    expect(read.statusCode).toBe(200);
    expect(body<TInterests>(read).data).toMatchObject({ chosen: ['space'], own: ['robotai'] });
    const byAdmin = await (await admin(ctx())).agent.get(url);
    expect(body<TInterests>(byAdmin).data).toMatchObject({ chosen: ['space'], own: ['robotai'] });

    for (const stranger of [await buildUser(ctx(), { role: 'tutor' }), await buildUser(ctx())]) {
      const refused = await (await loginAs(ctx(), stranger)).get(url);
      expect(refused.statusCode, stranger.role).toBe(403);
      expect(JSON.stringify(body(refused).data)).not.toContain('robotai');
    }
  });
});

describeEachDatabase('interests as the default theme of generated tasks', (ctx) => {
  /** `divide-in-ratio` tells its theme in the first sentence: brothers, bands, teams, rocket stages. */
  const generate = async (agent: TestAgent, request: object = {}) => {
    const response = await agent.post('/api/v1/tasks/generate', { topic: 'divide-in-ratio', ...request });
    expect(response.statusCode, response.body).toBe(201);
    return body<TTask>(response).data;
  };
  const themeOf = (task: TTask) => task.content.extra.interest ?? null;

  it("themes a student's task by their saved interests unless they name others", async () => {
    const plain = await loginAs(ctx(), await buildUser(ctx()));
    const neutral = await generate(plain);
    expect(themeOf(neutral)).toBeNull();
    expect(neutral.problem).toContain('broliams');

    const musician = await loginAs(ctx(), await buildUser(ctx()));
    await put(musician, { chosen: ['music'], own: ['šachmatai'] });
    const music = await generate(musician);
    expect(themeOf(music)).toBe('music');
    expect(music.tags).toContain('music');
    expect(music.problem).toContain('koncerto');
    // Named interests win over the saved ones.
    const space = await generate(musician, { interests: ['space'] });
    expect(themeOf(space)).toBe('space');
    expect(space.problem).toContain('raketos');
    // An empty list is "no theme", not "my saved ones".
    expect(themeOf(await generate(musician, { interests: [] }))).toBeNull();

    // Basketball brings the sports theme along; the alias address does the same.
    const player = await loginAs(ctx(), await buildUser(ctx()));
    await put(player, { chosen: ['basketball'], own: [] });
    const alias = await player.post('/api/v1/generate-task', { topic: 'divide-in-ratio' });
    const sports = body<TTask>(alias).data;
    expect(themeOf(sports)).toBe('sports');
    expect(sports.problem).toContain('komandoms');
  });

  it("leaves tutors' and admins' tasks to the interests they name", async () => {
    for (const role of ['tutor', 'admin'] as const) {
      const user = await buildUser(ctx(), { role });
      // Only students save interests; a row for another role (e.g. a former student's) is not used.
      await ctx()
        .database.db.insertInto('user_interests')
        .values({ user_id: user.id, chosen: '["music"]', own: '[]', updated_at: new Date().toISOString() })
        .execute();
      const agent = await loginAs(ctx(), user);
      expect(themeOf(await generate(agent)), role).toBeNull();
      expect(themeOf(await generate(agent, { interests: ['games'] })), role).toBe('games');
    }
  });

  it("themes an assignment's generated tasks by each student's interests unless the tutor names some", async () => {
    const tutor = await person(ctx(), 'tutor');
    const musician = await person(ctx(), 'student');
    const plain = await person(ctx(), 'student');
    await link(ctx(), tutor, musician, plain);
    await put(musician.agent, { chosen: ['music'], own: [] });
    const request = { generate: { skill_id: 'divide-in-ratio', difficulty: 'medium' as const, count: 2 } };

    const problems = (assignments: TAssignment[], studentId: number) =>
      assignments.find((a) => a.student.id === studentId)?.tasks.map((t) => t.problem) ?? [];
    const byDefault = await assign(ctx(), tutor, [musician, plain], request);
    expect(problems(byDefault, musician.user.id)).toEqual([
      expect.stringContaining('koncerto'),
      expect.stringContaining('koncerto'),
    ]);
    expect(problems(byDefault, plain.user.id)).toEqual([
      expect.stringContaining('broliams'),
      expect.stringContaining('broliams'),
    ]);

    const named = await assign(ctx(), tutor, [musician, plain], {
      generate: { ...request.generate, interests: ['space'] },
    });
    for (const student of [musician, plain]) {
      expect(problems(named, student.user.id)).toEqual([
        expect.stringContaining('raketos'),
        expect.stringContaining('raketos'),
      ]);
    }
  });
});

describeEachDatabase('migration 011', (ctx) => {
  it('moves practice settings into preferences with the other fields at their defaults, and back', async () => {
    const db = ctx().database.db;
    const student = await buildUser(ctx());
    const other = await buildUser(ctx());
    await (await loginAs(ctx(), student)).patch('/api/users/preferences', {
      difficulty: 'hard',
      leaderboardOptOut: true,
      fontSize: 'large',
    });
    const raw = db as never;
    await preferencesMigration.down(raw);
    const settings = await sql<{ user_id: number; difficulty: string; leaderboard_opt_out: number }>`
      select user_id, difficulty, leaderboard_opt_out from practice_settings`.execute(db);
    expect(settings.rows.map((r) => ({ ...r, leaderboard_opt_out: Number(r.leaderboard_opt_out) }))).toEqual([
      { user_id: student.id, difficulty: 'hard', leaderboard_opt_out: 1 },
    ]);
    await sql`insert into practice_settings (user_id, difficulty, leaderboard_opt_out, updated_at)
      values (${other.id}, 'easy', 0, ${new Date().toISOString()})`.execute(db);

    await preferencesMigration.up(raw);
    const agentOf = async (user: typeof student) => loginAs(ctx(), user);
    expect(body<TPreferences>(await (await agentOf(student)).get('/api/users/preferences')).data).toEqual({
      ...DEFAULT_PREFERENCES,
      difficulty: 'hard',
      leaderboardOptOut: true,
    });
    expect(body<TPreferences>(await (await agentOf(other)).get('/api/users/preferences')).data).toEqual({
      ...DEFAULT_PREFERENCES,
      difficulty: 'easy',
    });
  });
});
