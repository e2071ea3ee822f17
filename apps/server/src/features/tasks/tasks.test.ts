import type { TTask, TTaskDetail, TTaskSummary } from '@taskas/contracts';
import { generateTask } from '@taskas/math';
import { CompiledQuery, type KyselyPlugin, SelectQueryNode } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { body, buildUser, describeEachDatabase, loginAs, type TestAgent } from '../../test/support.ts';
import { taskRecordOf } from './task-record.ts';
import { createTasksRepository, ownPrivateTaskCount, visibleTasksByIdQuery } from './tasks.repository.ts';
import { createTasksService } from './tasks.service.ts';
import { seedTestBank, storedAnswer } from './test-bank.ts';

describeEachDatabase('task bank: list, detail, search, generate', (ctx) => {
  let student: TestAgent;
  beforeAll(async () => {
    await seedTestBank(ctx());
    student = await loginAs(ctx(), await buildUser(ctx()));
  });

  it('needs a session', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/tasks' });
    expect(response.statusCode).toBe(401);
  });

  it('lists 20 tasks in the caller language with pagination meta, page or offset, max 100', async () => {
    const first = await student.get('/api/v1/tasks?_t=123');
    expect(first.statusCode).toBe(200);
    const page = body<TTask[]>(first);
    expect(page.data).toHaveLength(20);
    expect(page.data.every((t) => t.language === 'lt' && t.completed === false)).toBe(true);
    expect(page.meta.pagination).toMatchObject({ page: 1, per_page: 20 });
    expect(page.meta.pagination?.total).toBeGreaterThan(100);
    const second = body<TTask[]>(await student.get('/api/v1/tasks?page=2&limit=10'));
    const byOffset = body<TTask[]>(await student.get('/api/v1/tasks?offset=10&limit=10'));
    expect(byOffset.data.map((t) => t.id)).toEqual(second.data.map((t) => t.id));
    expect(second.meta.pagination?.page).toBe(2);
    const tooMany = await student.get('/api/v1/tasks?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).errors[0]).toMatchObject({ field: 'limit', code: 'E2007' });
    const english = body<TTask[]>(await student.get('/api/v1/tasks?language=en&limit=5'));
    expect(english.data.every((t) => t.language === 'en')).toBe(true);
  });

  it('filters by difficulty, topic (id, code or name), subtopic, grade; drops "all" values', async () => {
    const medium = body<TTask[]>(await student.get('/api/v1/tasks?difficulty=medium&limit=100'));
    expect(medium.data.length).toBeGreaterThan(0);
    expect(medium.data.every((t) => t.difficulty === 'medium')).toBe(true);
    const all = body<TTask[]>(
      await student.get('/api/v1/tasks?difficulty=All%20Difficulties&category=all&limit=1'),
    );
    const none = body<TTask[]>(await student.get('/api/v1/tasks?limit=1'));
    expect(all.meta.pagination?.total).toBe(none.meta.pagination?.total);
    for (const topic of ['linear-equations', 'LEQ', 'Tiesinės lygtys', 'tiesines lygtys']) {
      const list = body<TTask[]>(
        await student.get(`/api/v1/tasks?topic=${encodeURIComponent(topic)}&limit=100`),
      );
      expect(list.data.length).toBeGreaterThan(0);
      expect(list.data.every((t) => t.topic_id === 'linear-equations')).toBe(true);
    }
    const category = body<TTask[]>(await student.get('/api/v1/tasks?category=LEQ&limit=5'));
    expect(category.data.every((t) => t.topic_id === 'linear-equations')).toBe(true);
    const sub = body<TTask[]>(await student.get('/api/v1/tasks?subtopic=simple-equations&grade=6&limit=100'));
    expect(sub.data.every((t) => t.subtopic_id === 'simple-equations' && t.grade === 6)).toBe(true);
    const badDifficulty = await student.get('/api/v1/tasks?difficulty=impossible');
    expect(badDifficulty.statusCode).toBe(400);
    expect(body(badDifficulty).errors[0]).toMatchObject({ field: 'difficulty', code: 'E2003' });
    // `completed` counts only when boolean.
    const ignored = body<TTask[]>(await student.get('/api/v1/tasks?completed=maybe&limit=1'));
    expect(ignored.meta.pagination?.total).toBe(none.meta.pagination?.total);
    const done = body<TTask[]>(await student.get('/api/v1/tasks?completed=true'));
    expect(done.data).toEqual([]);
  });

  it('shows a task in the spec shape without its answer, and a coded 404 for an unknown id', async () => {
    const [listed] = body<TTask[]>(await student.get('/api/v1/tasks?limit=1')).data;
    const response = await student.get(`/api/v1/tasks/${listed?.id}`);
    expect(response.statusCode).toBe(200);
    const task = body<TTask>(response).data;
    expect(task).toMatchObject({
      source: 'bank',
      visibility: 'public',
      completed: false,
      score: null,
      status: 'published',
    });
    expect(task.content.question.text).toBe(task.problem);
    expect(task.content.metadata).toMatchObject({ difficulty: task.difficulty, grade: task.grade });
    expect(task.content.solution).toMatchObject({
      answer: null,
      explanation: null,
      steps: [],
      final_explanation_steps: [],
    });
    expect(task.solution_revealed).toBe(false);
    expect(JSON.stringify(task)).not.toMatch(/future_(attr|field)_/);

    const missing = await student.get('/api/v1/tasks/999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).errors[0]).toMatchObject({
      code: 'E4001',
      message: 'Task with ID 999999 not found.',
    });
    const bad = await student.get('/api/v1/tasks/abc');
    expect(bad.statusCode).toBe(400);
  });

  it('links a bank task to the same task in the other language and lists the hints already taken', async () => {
    const [lt] = body<TTask[]>(await student.get('/api/v1/tasks?language=lt&limit=1')).data;
    const page = body<TTaskDetail>(await student.get(`/api/v1/tasks/${lt?.id}`)).data;
    expect(page.hints_shown).toEqual([]);
    expect(page.translations).toHaveLength(1);
    const link = page.translations[0];
    expect(link?.language).toBe('en');
    const en = body<TTaskDetail>(await student.get(`/api/v1/tasks/${link?.id}`)).data;
    expect(en).toMatchObject({ language: 'en', skill_id: page.skill_id, difficulty: page.difficulty });
    expect(en.translations).toEqual([{ language: 'lt', id: page.id }]);

    const { hints } = await storedAnswer(ctx(), page.id);
    await student.post('/api/v1/help/progressive', { task_id: page.id });
    await student.post('/api/v1/help/progressive', { task_id: page.id });
    const again = body<TTaskDetail>(await student.get(`/api/v1/tasks/${page.id}`)).data;
    expect(again.hints_used).toBe(2);
    expect(again.hints_shown).toEqual(hints.slice(0, 2));

    // A generated task is the caller's own: it has no translation.
    const made = await student.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' });
    const generated = body<TTaskDetail>(await student.get(`/api/v1/tasks/${body<TTask>(made).data.id}`)).data;
    expect(generated.translations).toEqual([]);
  });

  it('lists a task as it is now once it has changed (a new updated_at)', async () => {
    const [first] = body<TTask[]>(await student.get('/api/v1/tasks?limit=3')).data;
    const id = first?.id ?? 0;
    await ctx()
      .database.db.updateTable('tasks')
      .set({ title: 'Pakeistas pavadinimas', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const [again] = body<TTask[]>(await student.get('/api/v1/tasks?limit=3')).data;
    expect(again).toMatchObject({ id, title: 'Pakeistas pavadinimas' });
    await ctx()
      .database.db.updateTable('tasks')
      .set({ title: first?.title ?? '', updated_at: new Date(Date.now() + 2000).toISOString() })
      .where('id', '=', id)
      .execute();
  });

  it("lists each caller's own progress on a task, changed as soon as they answer or take a hint", async () => {
    const solver = await loginAs(ctx(), await buildUser(ctx()));
    const hinted = await loginAs(ctx(), await buildUser(ctx()));
    const listed = async (agent: TestAgent, id: number, summary = false) => {
      const response = await agent.get(`/api/v1/tasks?topic=LEQ&limit=5${summary ? '&summary=1' : ''}`);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = body<TTask[]>(response);
      expect(page.meta).toMatchObject({
        request_id: expect.any(String),
        pagination: { page: 1, per_page: 5 },
      });
      expect(page.errors).toEqual([]);
      return page.data.find((t) => t.id === id);
    };
    const [task] = body<TTask[]>(await student.get('/api/v1/tasks?topic=LEQ&limit=5')).data;
    const id = task?.id ?? 0;
    const untouched = { completed: false, score: null, hints_used: 0, solution_revealed: false };
    // Everyone sees the same unanswered task first, so a kept text would be shared by all three.
    for (const agent of [solver, hinted, student]) expect(await listed(agent, id)).toMatchObject(untouched);

    const { answer_correct, answer_display } = await storedAnswer(ctx(), id);
    await solver.post('/api/v1/answers/check-answer', { task_id: id, answer: answer_correct });
    expect(await listed(solver, id)).toMatchObject({
      completed: true,
      score: 100,
      solution_revealed: true,
      content: { solution: { answer: answer_display } },
    });
    expect(await listed(solver, id, true)).toMatchObject({ id, completed: true });
    expect(await listed(solver, id, true)).not.toHaveProperty('content');

    await hinted.post('/api/v1/help/hint', { task_id: id });
    expect(await listed(hinted, id)).toMatchObject({ ...untouched, hints_used: 1 });

    const unchanged = await listed(student, id);
    expect(unchanged).toMatchObject(untouched);
    expect(unchanged?.content.solution.answer).toBeNull();
  });

  it('reads tasks by id only where the caller may see them, and on SQLite by id, not by reading the bank', async () => {
    const owner = await buildUser(ctx());
    const ownerAgent = await loginAs(ctx(), owner);
    const mine = body<TTask>(
      await ownerAgent.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' }),
    ).data;
    // A page's worth: with few ids any plan is quick, with twenty the plan matters.
    const publicIds = body<TTask[]>(await student.get('/api/v1/tasks?limit=19')).data.map((t) => t.id);
    const ids = [...publicIds, mine.id];
    const { db, dialect } = ctx().database;
    const repository = createTasksRepository(db);
    const found = async (viewer: { id: number; role: 'student' | 'admin' }) =>
      (await repository.findManyVisible(viewer, ids)).map((t) => t.id).sort((a, b) => a - b);
    expect(await found({ id: owner.id, role: 'student' })).toEqual([...ids].sort((a, b) => a - b));
    const other = await buildUser(ctx());
    expect(await found({ id: other.id, role: 'student' })).toEqual(publicIds.sort((a, b) => a - b));
    expect(await found({ id: other.id, role: 'admin' })).toEqual([...ids].sort((a, b) => a - b));

    if (dialect === 'sqlite') {
      const compiled = visibleTasksByIdQuery(db, { id: other.id, role: 'student' }, ids).compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/SEARCH tasks USING INTEGER PRIMARY KEY/);
    }
  });

  it("counts a full page's total afresh when tasks are added, here or through another connection", async () => {
    const total = async (agent: TestAgent) =>
      body<TTask[]>(await agent.get('/api/v1/tasks?limit=5')).meta.pagination?.total ?? 0;
    const other = await loginAs(ctx(), await buildUser(ctx()));
    const before = await total(student);
    expect(await total(student)).toBe(before);
    const othersBefore = await total(other);

    // The student's own generated task counts for them only.
    await student.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' });
    expect(await total(student)).toBe(before + 1);
    expect(await total(other)).toBe(othersBefore);

    // A public task written by another connection (another server process) counts for everyone.
    const second = createDatabase(ctx().config.databaseUrl, { searchPath: ctx().database.schema });
    try {
      const generated = generateTask('two-step-equation', {
        difficulty: 'easy',
        language: 'lt',
        seed: 'count',
      });
      await createTasksRepository(second.db).insert(
        taskRecordOf(generated, {
          problemId: 'another-connection-1',
          source: 'bank',
          visibility: 'public',
          ownerId: null,
          at: new Date().toISOString(),
        }),
      );
    } finally {
      await second.close();
    }
    expect(await total(student)).toBe(before + 2);
    expect(await total(other)).toBe(othersBefore + 1);
  });

  it("gives as total what walking every page lists, with the viewer's own generated tasks and not others'", async () => {
    const [mine, theirs] = [
      await loginAs(ctx(), await buildUser(ctx())),
      await loginAs(ctx(), await buildUser(ctx())),
    ];
    for (const agent of [mine, mine, theirs])
      expect(
        (await agent.post('/api/v1/tasks/generate', { topic: 'SYS', difficulty: 'easy' })).statusCode,
      ).toBe(201);
    for (const agent of [mine, theirs]) {
      const listed = new Set<number>();
      let total = 0;
      for (let page = 1; page < 100; page += 1) {
        const found = body<TTask[]>(await agent.get(`/api/v1/tasks?limit=100&page=${page}`));
        total = found.meta.pagination?.total ?? 0;
        for (const task of found.data) listed.add(task.id);
        if (found.data.length < 100) break;
      }
      expect(listed.size).toBe(total);
    }
    const count = async (agent: TestAgent) =>
      body<TTask[]>(await agent.get('/api/v1/tasks?limit=5')).meta.pagination?.total ?? 0;
    expect(await count(mine)).toBe((await count(theirs)) + 1);
  });

  it("counts a student's own generated tasks by owner, not by reading every task of the language", async () => {
    const { db, dialect } = ctx().database;
    if (dialect !== 'sqlite') return;
    const viewer = { id: (await buildUser(ctx())).id, role: 'student' as const };
    for (const filters of [{ language: 'lt' as const }, { language: 'en' as const, difficulty: 'easy' }]) {
      const compiled = ownPrivateTaskCount(db, viewer, filters).compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /INDEX tasks_owner_list_idx \(owner_id=\? AND language=\?/,
      );
    }
  });

  it('searches the curriculum tolerant of diacritics and Lithuanian endings, by reference and by words', async () => {
    for (const q of ['lygtis', 'lygtys', 'lygčių', 'lygciu', 'Lygtis', 'equations']) {
      const found = body<TTask[]>(
        await student.get(`/api/v1/search/tasks?q=${encodeURIComponent(q)}&limit=100`),
      );
      expect(found.data.length, q).toBeGreaterThan(0);
      expect(
        found.data.every((t) => ['linear-equations', 'systems-of-equations'].includes(t.topic_id ?? '')),
      ).toBe(true);
    }
    const systems = body<TTask[]>(
      await student.get(`/api/v1/search/tasks?q=${encodeURIComponent('lygčių sistemos')}`),
    );
    expect(systems.data.length).toBeGreaterThan(0);
    expect(systems.data.every((t) => t.topic_id === 'systems-of-equations')).toBe(true);
    const divisibility = body<TTask[]>(await student.get('/api/v1/search/tasks?q=dalumo'));
    expect(divisibility.data.length).toBeGreaterThan(0);
    expect(divisibility.data.every((t) => t.topic_id === 'natural-numbers-divisibility')).toBe(true);
    const byRef = body<TTask[]>(await student.get('/api/v1/search/tasks?q=lt-m-5-nat'));
    expect(byRef.data.length).toBeGreaterThan(0);
    expect(byRef.data.every((t) => t.curriculum_ref?.startsWith('LT-M-5-NAT'))).toBe(true);
    const nothing = body<TTask[]>(await student.get('/api/v1/search/tasks?q=zzzqqq'));
    expect(nothing.data).toEqual([]);
    const empty = await student.get('/api/v1/search/tasks?q=');
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors[0]).toMatchObject({ field: 'q' });
  });

  it('finds tasks by component and up to two similar tasks, excluding given ids', async () => {
    const byComponent = body<TTask[]>(
      await student.get('/api/v1/tasks/by-component?component=MultipleChoiceInput'),
    );
    expect(byComponent.data.length).toBeGreaterThan(0);
    expect(byComponent.data.every((t) => t.input_component === 'MultipleChoiceInput')).toBe(true);

    const [task] = body<TTask[]>(await student.get('/api/v1/tasks?topic=LEQ&limit=1')).data;
    const summary = body<TTaskSummary[]>(
      await student.get(
        `/api/v1/tasks/?topic=${task?.topic_id}&grade=${task?.grade}&summary=1&limit=12&exclude=${task?.id}`,
      ),
    );
    expect(summary.data.length).toBeGreaterThan(0);
    expect(summary.data.length).toBeLessThanOrEqual(12);
    expect(summary.data.some((t) => t.id === task?.id)).toBe(false);
    expect(Object.keys(summary.data[0] ?? {})).not.toContain('content');
    const similar = body<TTaskSummary[]>(
      await student.get(`/api/v1/tasks/${task?.id}/similar?exclude=${summary.data[0]?.id}`),
    );
    expect(similar.data.length).toBeLessThanOrEqual(2);
    expect(similar.data.length).toBeGreaterThan(0);
    expect(similar.data.map((t) => t.id)).not.toContain(task?.id);
    expect(similar.data.map((t) => t.id)).not.toContain(summary.data[0]?.id);
    expect(similar.data.every((t) => t.topic_id === task?.topic_id)).toBe(true);
  });

  it('generates a private task in the caller language; others cannot see it; bad input is coded', async () => {
    const response = await student.post('/api/v1/tasks/generate', {
      topic: 'linear-equations',
      grade: 7,
      difficulty: 'hard',
      interests: ['sports'],
    });
    expect(response.statusCode).toBe(201);
    const task = body<TTask>(response).data;
    expect(task).toMatchObject({
      source: 'generated',
      visibility: 'private',
      language: 'lt',
      difficulty: 'hard',
      topic_id: 'linear-equations',
      grade: 7,
    });
    expect(task.content.solution.answer).toBeNull();
    const alias = await student.post('/api/v1/generate-task', { topic: 'LEQ' });
    expect(alias.statusCode).toBe(201);

    const other = await loginAs(ctx(), await buildUser(ctx()));
    expect((await other.get(`/api/v1/tasks/${task.id}`)).statusCode).toBe(404);
    const mine = body<TTask[]>(await student.get('/api/v1/tasks?source=generated&limit=100'));
    expect(mine.data.map((t) => t.id)).toContain(task.id);
    const theirs = body<TTask[]>(await other.get('/api/v1/tasks?source=generated&limit=100'));
    expect(theirs.data).toEqual([]);

    const badTopic = await student.post('/api/v1/tasks/generate', { topic: 'astrology' });
    expect(badTopic.statusCode).toBe(400);
    expect(body(badTopic).errors[0]).toMatchObject({ field: 'topic', code: 'E2003' });
    const badGrade = await student.post('/api/v1/tasks/generate', { topic: 'LEQ', grade: 12 });
    expect(body(badGrade).errors[0]).toMatchObject({ field: 'grade', code: 'E2007' });
    const outOfRange = await student.post('/api/v1/tasks/generate', { topic: 'LEQ', grade: 3 });
    expect(body(outOfRange).errors[0]).toMatchObject({ field: 'grade', code: 'E2007' });
    const badDifficulty = await student.post('/api/v1/tasks/generate', {
      topic: 'LEQ',
      difficulty: 'extreme',
    });
    expect(body(badDifficulty).errors[0]).toMatchObject({ field: 'difficulty', code: 'E2003' });
    const missing = await student.post('/api/v1/tasks/generate', {});
    expect(body(missing).errors[0]).toMatchObject({ field: 'topic', code: 'E2002' });
  });

  it("shows an admin every task, other users' private ones too, and lets them generate their own", async () => {
    const owner = await buildUser(ctx());
    const made = await (await loginAs(ctx(), owner)).post('/api/v1/tasks/generate', { topic: 'LEQ' });
    const privateTask = body<TTask>(made).data;
    const admin = await loginAs(ctx(), await buildUser(ctx(), { role: 'admin' }));
    expect((await admin.get(`/api/v1/tasks/${privateTask.id}`)).statusCode).toBe(200);
    const generated = body<TTask[]>(await admin.get('/api/v1/tasks?source=generated&limit=100'));
    expect(generated.data.map((t) => t.id)).toContain(privateTask.id);
    const hint = await admin.post('/api/v1/help/hint', { task_id: privateTask.id });
    expect(hint.statusCode).toBe(200);

    const before = await createTasksRepository(ctx().database.db).count();
    const own = await admin.post('/api/v1/tasks/generate', { topic: 'NAT', difficulty: 'easy' });
    expect(own.statusCode).toBe(201);
    expect(body<TTask>(own).data).toMatchObject({ visibility: 'private', source: 'generated' });
    expect(await createTasksRepository(ctx().database.db).count()).toBe(before + 1);
  });

  it('stores no task when reading a generated task back fails', async () => {
    const { db } = ctx().database;
    const owner = await buildUser(ctx());
    const failingReads: KyselyPlugin = {
      transformQuery({ node }) {
        if (SelectQueryNode.is(node)) throw new Error('read failed');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const before = await createTasksRepository(db).count();
    await expect(
      createTasksService(db.withPlugin(failingReads)).generate({ id: owner.id, role: 'student' }, 'lt', {
        topic: 'LEQ',
        difficulty: 'easy',
        interests: [],
      }),
    ).rejects.toThrow('read failed');
    expect(await createTasksRepository(db).count()).toBe(before);
  });

  it('English speakers get English tasks by default', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    await agent.patch('/api/users/preferences', { preferred_language: 'en' });
    const list = body<TTask[]>(await agent.get('/api/v1/tasks?limit=5'));
    expect(list.data.every((t) => t.language === 'en')).toBe(true);
    const generated = body<TTask>(await agent.post('/api/v1/tasks/generate', { topic: 'NAT' })).data;
    expect(generated.language).toBe('en');
  });
});
