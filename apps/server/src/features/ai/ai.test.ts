import type { TAiUsage, TExplanationResponse, THintResponse, TLesson, TTaskDetail } from '@taskas/contracts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../test/fake-llm.ts';
import {
  body,
  buildUser,
  createTestContext,
  describeEachDatabase,
  loginAs,
  type TestContext,
} from '../../test/support.ts';

/**
 * The optional language model against our own OpenAI-compatible server (test/fake-llm.ts), through the
 * official `openai` package: only what the engine verifies reaches a student, and every failure of the
 * service falls back to the built-in path in bounded time.
 */
const fake = await startFakeLlm('fake-model');
afterAll(() => fake.close());

const AI_ENV = {
  AI_BASE_URL: fake.url,
  AI_MODEL: 'fake-model',
  AI_API_KEY: 'test-key',
  AI_TIMEOUT_MS: '1500',
  AI_MAX_RETRIES: '2',
  AI_DAILY_CALLS_PER_USER: '4',
};

/** A right task for `two-step-equation` in Lithuanian: 9x + 7 = 52 gives x = 5. */
function rightTask(overrides: Record<string, unknown> = {}) {
  return {
    question:
      'Rokas turi 9 vienodas lipdukų pakuotes ir dar 7 pavienius lipdukus, iš viso 52 lipdukus. Kiek lipdukų yra vienoje pakuotėje? Išspręskite lygtį 9x + 7 = 52.',
    answer: 'x = 5',
    choices: null,
    model: { kind: 'relation', relation: '9*x+7=52', variable: 'x' },
    steps: [
      { text: 'Perkeliame 7 į dešinę pusę ir pakeičiame jo ženklą.', math: '9x = 52 - 7' },
      { text: 'Apskaičiuojame dešinę pusę.', math: '9x = 45' },
      { text: 'Abi puses daliname iš 9.', math: 'x = 5' },
    ],
    hints: [
      'Kurį skaičių reikia perkelti į kitą lygties pusę?',
      'Ką gausite, kai iš 52 atimsite 7?',
      'Paskutinis žingsnis: abi puses padalykite iš 9, gausite x = 5.',
    ],
    ...overrides,
  };
}

const generate = (agent: Awaited<ReturnType<typeof loginAs>>) =>
  agent.post('/api/v1/tasks/generate', { topic: 'two-step-equation', difficulty: 'easy', interests: [] });

describeEachDatabase(
  'the language model',
  (ctx) => {
    beforeEach(() => fake.reset());

    async function student(role: 'student' | 'tutor' | 'admin' = 'student') {
      const user = await buildUser(ctx(), { role });
      return { user, agent: await loginAs(ctx(), user) };
    }

    async function callsOf(userId: number) {
      return ctx()
        .database.db.selectFrom('ai_calls')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    }

    it('reports the provider as reachable on /health without making the app depend on it', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(body<{ services: { ai: string } }>(response).data.services.ai).toBe('reachable');
    });

    it('stores a verified model task as an llm task, with its report for tutors and never for students', async () => {
      const { user, agent } = await student('tutor');
      fake.queue({ json: rightTask() });
      const response = await generate(agent);
      expect(response.statusCode).toBe(201);
      const task = body<TTaskDetail>(response).data;
      expect(task.source).toBe('llm');
      expect(task.problem).toContain('lipdukų');
      expect(task.generation?.verified).toBe(true);
      expect(task.generation?.model).toBe('fake-model');
      expect(task.generation?.checks.every((check) => check.ok)).toBe(true);
      expect(task.generation?.checks.map((check) => check.name)).toEqual(
        expect.arrayContaining([
          'answer_parses',
          'model_matches',
          'steps_follow',
          'hints_hide_answer',
          'language',
        ]),
      );
      // The request went out as structured output with the active prompt and the engine's reply format.
      const sent = fake.requests[0];
      expect(sent?.model).toBe('fake-model');
      expect(sent?.response_format?.type).toBe('json_schema');
      expect(sent?.messages.at(-1)?.content).toContain('"model"');
      const [call] = await callsOf(user.id);
      expect(call).toMatchObject({ purpose: 'task_generation', outcome: 'ok', prompt_tokens: 120 });
      expect(call?.prompt_id).not.toBeNull();

      // The task is checked by the engine like any other: x = 5 is right.
      const submit = await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: 'x = 5' });
      expect(body<{ is_correct: boolean }>(submit).data.is_correct).toBe(true);
    });

    it('shows a student the model task without its report', async () => {
      const { agent } = await student();
      fake.queue({ json: rightTask() });
      const task = body<TTaskDetail>(await generate(agent)).data;
      expect(task.source).toBe('llm');
      expect(task.generation).toBeUndefined();
      const again = body<TTaskDetail>(await agent.get(`/api/v1/tasks/${task.id}`)).data;
      expect(again.generation).toBeUndefined();
    });

    const rejections: [string, Record<string, unknown> | string, string][] = [
      ['a wrong answer', rightTask({ answer: 'x = 6' }), 'model_matches'],
      [
        'a hint that gives the answer away',
        rightTask({ hints: ['Atsakymas yra x = 5.', 'Patikrinkite.', 'x = 5'] }),
        'hints_hide_answer',
      ],
      [
        'a step that does not follow',
        rightTask({
          steps: [
            { text: 'Perkeliame 7.', math: '9x = 52 + 7' },
            { text: 'Daliname.', math: 'x = 5' },
          ],
        }),
        'steps_follow',
      ],
      [
        'English for a Lithuanian task',
        rightTask({
          question:
            'Rokas has 9 packs of stickers and 7 single stickers, 52 in all. How many stickers are in a pack? Solve 9x + 7 = 52.',
          hints: [
            'Which number should move to the other side?',
            'What do you get when you take 7 from 52?',
            'Divide both sides by 9.',
          ],
          steps: [
            { text: 'Move 7 to the right and change its sign.', math: '9x = 52 - 7' },
            { text: 'Work out the right side.', math: '9x = 45' },
            { text: 'Divide both sides by 9.', math: 'x = 5' },
          ],
        }),
        'language',
      ],
      ['malformed JSON', 'Štai užduotis: {"question": "9x + 7 = 52", "answer": ', 'not JSON'],
      ['a reply of another shape', { task: 'Išspręskite 9x + 7 = 52' }, 'shape'],
    ];

    for (const [what, reply, reason] of rejections) {
      it(`rejects ${what}, stores why, and answers with a built-in task`, async () => {
        const { user, agent } = await student();
        fake.queue(typeof reply === 'string' ? { content: reply } : { json: reply });
        const response = await generate(agent);
        expect(response.statusCode).toBe(201);
        const task = body<TTaskDetail>(response).data;
        expect(task.source).toBe('generated');
        expect(task.problem).not.toContain('Rokas');
        const [call] = await callsOf(user.id);
        expect(call?.outcome).toBe('rejected');
        expect(`${call?.reason} ${call?.details ?? ''}`).toContain(reason);
      });
    }

    it('retries a 429 with back-off and then uses the reply', async () => {
      const { agent } = await student();
      fake.queue({ status: 429, message: 'slow down' }, { json: rightTask() });
      const task = body<TTaskDetail>(await generate(agent)).data;
      expect(task.source).toBe('llm');
      expect(fake.requests).toHaveLength(2);
    });

    it('falls back within the timeout when the service hangs, and says why', async () => {
      const { user, agent } = await student();
      fake.queue({ hang: true }, { hang: true }, { hang: true });
      const started = Date.now();
      const response = await generate(agent);
      expect(response.statusCode).toBe(201);
      expect(body<TTaskDetail>(response).data.source).toBe('generated');
      expect(Date.now() - started).toBeLessThan(10_000);
      const [call] = await callsOf(user.id);
      expect(call).toMatchObject({ outcome: 'failed' });
      expect(call?.reason).toContain('timeout');
    });

    it('asks again without json_schema when the service does not support it', async () => {
      const { agent } = await student();
      fake.rejectJsonSchema = true;
      fake.queue({ json: rightTask() });
      const task = body<TTaskDetail>(await generate(agent)).data;
      expect(task.source).toBe('llm');
      expect(fake.requests.map((r) => r.response_format?.type)).toEqual(['json_schema', 'json_object']);
    });

    it('stops calling the model for a user past the daily limit', async () => {
      const { user, agent } = await student();
      for (let i = 0; i < 5; i += 1) {
        fake.queue({ status: 400, message: 'bad request' });
        expect((await generate(agent)).statusCode).toBe(201);
      }
      const outcomes = (await callsOf(user.id)).map((c) => c.outcome);
      expect(outcomes).toEqual(['failed', 'failed', 'failed', 'failed', 'limited']);
      expect(fake.requests).toHaveLength(4);
    });

    async function taskFor(agent: Awaited<ReturnType<typeof loginAs>>) {
      fake.queue({ status: 400, message: 'no tasks today' });
      return body<TTaskDetail>(await generate(agent)).data;
    }

    it('phrases the next rung as a question about the last wrong answer', async () => {
      const { agent } = await student();
      const task = await taskFor(agent);
      await agent.post(`/api/v1/tasks/${task.id}/submit`, { answer: 'x = 1000' });
      fake.queue({ json: { hint: 'Kurį narį pirmiausia perkelsite į kitą lygties pusę?' } });
      const hint = body<THintResponse>(await agent.post('/api/v1/help/hint', { task_id: task.id })).data;
      expect(hint).toMatchObject({
        source: 'ai',
        level: 1,
        hint: 'Kurį narį pirmiausia perkelsite į kitą lygties pusę?',
      });
      const prompt = fake.requests.at(-1)?.messages.at(-1)?.content ?? '';
      expect(prompt).toContain('x = 1000');
      expect(prompt).toContain(task.problem);
    });

    it('refuses a hint that gives the answer away and gives the ladder instead', async () => {
      const { agent } = await student();
      const task = await taskFor(agent);
      const answer = await ctx()
        .database.db.selectFrom('tasks')
        .select('answer_correct')
        .where('id', '=', task.id)
        .executeTakeFirstOrThrow();
      fake.queue({ json: { hint: `Ar tikrai ne ${answer.answer_correct}?` } });
      const hint = body<THintResponse>(
        await agent.post('/api/v1/help/progressive', { task_id: task.id }),
      ).data;
      expect(hint.source).toBe('ladder');
      expect(hint.hint).not.toContain(answer.answer_correct);
      expect(hint.hint.length).toBeGreaterThan(0);
    });

    it('retells the explanation only when its final answer is the task’s', async () => {
      const { agent } = await student();
      const task = await taskFor(agent);
      const row = await ctx()
        .database.db.selectFrom('tasks')
        .select(['answer_correct', 'answer_display'])
        .where('id', '=', task.id)
        .executeTakeFirstOrThrow();
      fake.queue({
        json: {
          explanation: `Pirmiausia skaičius perkeliame į dešinę pusę, tada daliname.\nAtsakymas: ${row.answer_correct}`,
        },
      });
      const good = body<TExplanationResponse>(
        await agent.post('/api/v1/help/explanation', { task_id: task.id }),
      ).data;
      expect(good.plain_explanation).toContain(row.answer_correct);

      fake.queue({ json: { explanation: 'Pirmiausia perkeliame skaičius.\nAtsakymas: x = 123456' } });
      const wrong = body<TExplanationResponse>(
        await agent.post('/api/v1/help/explanation', { task_id: task.id }),
      ).data;
      expect(wrong.plain_explanation).toBeNull();
      expect(wrong.solution.answer).toBe(row.answer_display);
    });

    it('lets the model write a lesson explanation the engine accepts, and keeps the built-in one otherwise', async () => {
      const { user, agent } = await student();
      const explanation =
        'Lygtį sprendžiame žingsniais: pirmiausia abiejose pusėse atimame tą patį skaičių, tada abi puses daliname iš koeficiento prie nežinomojo. Taip lygtis nepasikeičia, o nežinomasis lieka vienas.';
      fake.queue({ json: { explanation } });
      const made = await agent.post('/api/v1/lessons/generate', { skill_id: 'two-step-equation' });
      expect(made.statusCode).toBe(201);
      expect(body<TLesson>(made).data).toMatchObject({ explanation, explanation_source: 'llm' });

      // An explanation in the wrong language is refused: the lesson keeps the curriculum's own.
      fake.queue({
        json: {
          explanation:
            'First subtract the same number on both sides, then divide both sides by the coefficient.',
        },
      });
      const builtin = body<TLesson>(
        await agent.post('/api/v1/lessons/generate', { skill_id: 'two-step-equation' }),
      ).data;
      expect(builtin.explanation_source).toBe('builtin');
      expect(builtin.explanation).not.toContain('First subtract');
      const outcomes = (await callsOf(user.id)).map((c) => [c.purpose, c.outcome]);
      expect(outcomes).toEqual([
        ['lesson', 'ok'],
        ['lesson', 'rejected'],
      ]);
    });

    it('sums calls, tokens and latency for the admin, and refuses anyone else', async () => {
      const admin = await student('admin');
      const response = await admin.agent.get('/api/v1/admin/ai-usage?days=7');
      expect(response.statusCode).toBe(200);
      const usage = body<TAiUsage>(response).data;
      expect(usage.state).toBe('reachable');
      expect(usage.model).toBe('fake-model');
      expect(usage.calls).toBeGreaterThan(5);
      expect(usage.ok).toBeGreaterThan(0);
      expect(usage.rejected).toBeGreaterThan(0);
      expect(usage.limited).toBeGreaterThan(0);
      expect(usage.prompt_tokens).toBeGreaterThan(0);
      const generation = usage.by_purpose.find((p) => p.purpose === 'task_generation');
      expect(generation?.ok).toBeGreaterThan(0);
      const { agent } = await student('tutor');
      expect((await agent.get('/api/v1/admin/ai-usage')).statusCode).toBe(403);
      expect((await admin.agent.get('/api/v1/admin/ai-usage?days=7&unknown=1')).statusCode).toBe(400);
    });
  },
  AI_ENV,
);

describe('a provider that cannot be reached', () => {
  let context: (TestContext & { dispose(): Promise<void> }) | undefined;
  afterAll(async () => context?.dispose());

  it('is reported on /health as unreachable while the app stays healthy and tasks still come', async () => {
    context = await createTestContext('sqlite', { ...AI_ENV, AI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const health = await context.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(body<{ status: string; services: { ai: string } }>(health).data).toMatchObject({
      status: 'healthy',
      services: { ai: 'unreachable' },
    });
    const user = await buildUser(context);
    const agent = await loginAs(context, user);
    const task = body<TTaskDetail>(await generate(agent)).data;
    expect(task.source).toBe('generated');
  });
});
