import type { TTaskSummary } from '@taskas/contracts';
import { LIMITS } from '@taskas/contracts';
import { beforeAll, expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs, type TestAgent } from '../../test/support.ts';
import { seedTestBank } from './test-bank.ts';

describeEachDatabase('task bank: the default order, and similar tasks', (ctx) => {
  let student: TestAgent;
  beforeAll(async () => {
    await seedTestBank(ctx());
    student = await loginAs(ctx(), await buildUser(ctx()));
  });

  /** The Lithuanian public bank as stored: id → skill and topic. */
  async function bank() {
    const rows = await ctx()
      .database.db.selectFrom('tasks')
      .select(['id', 'skill_id', 'topic_id', 'grade'])
      .where('language', '=', 'lt')
      .where('visibility', '=', 'public')
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  const page = async (query: string) => body<TTaskSummary[]>(await student.get(`/api/v1/tasks?${query}`));

  it('mixes skills and topics on the first page instead of one skill in id order', async () => {
    const tasks = await bank();
    const skills = new Set([...tasks.values()].map((t) => t.skill_id));
    const topics = new Set([...tasks.values()].map((t) => t.topic_id));
    expect(skills.size).toBeGreaterThan(3);
    expect(topics.size).toBeGreaterThan(1);

    const first = (await page('summary=1')).data;
    expect(first).toHaveLength(20);
    // One task of every skill before a second of any.
    expect(new Set(first.map((t) => t.skill_id)).size).toBe(Math.min(20, skills.size));
    expect(new Set(first.map((t) => t.topic_id)).size).toBe(topics.size);
    // Filtered too: one topic's first page has several of its skills.
    const topicId = first[0]?.topic_id ?? '';
    const inTopic = new Set([...tasks.values()].filter((t) => t.topic_id === topicId).map((t) => t.skill_id));
    const topicPage = (await page(`summary=1&topic=${topicId}&limit=5`)).data;
    expect(new Set(topicPage.map((t) => t.skill_id)).size).toBe(Math.min(5, inTopic.size));
  });

  it('gives every task exactly once over the pages, the same pages each time', async () => {
    const tasks = await bank();
    const seen: number[] = [];
    const pages = Math.ceil(tasks.size / 20);
    for (let n = 1; n <= pages; n += 1) {
      const listed = await page(`summary=1&page=${n}`);
      expect(listed.meta.pagination?.total).toBe(tasks.size);
      seen.push(...listed.data.map((t) => t.id));
    }
    expect(seen).toHaveLength(tasks.size);
    expect(new Set(seen)).toEqual(new Set(tasks.keys()));
    expect((await page('summary=1&page=2')).data.map((t) => t.id)).toEqual(seen.slice(20, 40));
    // Offsets cut the same sequence.
    expect((await page('summary=1&offset=15&limit=10')).data.map((t) => t.id)).toEqual(seen.slice(15, 25));
  });

  it('orders a task added later among the others, still once', async () => {
    const own = await buildUser(ctx());
    const agent = await loginAs(ctx(), own);
    const made = body<TTaskSummary>(
      await agent.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' }),
    ).data;
    const total = (await bank()).size + 1;
    const seen: number[] = [];
    for (let n = 1; n <= Math.ceil(total / 50); n += 1)
      seen.push(
        ...body<TTaskSummary[]>(await agent.get(`/api/v1/tasks?summary=1&limit=50&page=${n}`)).data.map(
          (t) => t.id,
        ),
      );
    expect(seen).toHaveLength(total);
    expect(seen.filter((id) => id === made.id)).toHaveLength(1);
  });

  it('finds similar tasks of the same skill first, then of the same topic, never of another', async () => {
    const tasks = await bank();
    const [task] = (await page('summary=1&limit=1')).data;
    if (!task) throw new Error('the bank is empty');
    const similar = async (exclude: number[]) =>
      body<TTaskSummary[]>(
        await student.get(
          `/api/v1/tasks/${task.id}/similar${exclude.length > 0 ? `?exclude=${exclude.join(',')}` : ''}`,
        ),
      ).data;

    const sameSkill = await similar([]);
    expect(sameSkill).toHaveLength(LIMITS.similarTasksMax);
    expect(sameSkill.every((t) => t.skill_id === task.skill_id && t.id !== task.id)).toBe(true);

    // With the rest of its skill left out, the topic's other skills (same grade) fill in.
    const ofSkill = [...tasks.values()].filter((t) => t.skill_id === task.skill_id && t.id !== task.id);
    const topicMates = [...tasks.values()].filter(
      (t) => t.topic_id === task.topic_id && t.skill_id !== task.skill_id && t.grade === task.grade,
    );
    expect(topicMates.length).toBeGreaterThan(0);
    const fromTopic = await similar(ofSkill.map((t) => t.id));
    expect(fromTopic.length).toBeGreaterThan(0);
    expect(fromTopic.every((t) => t.topic_id === task.topic_id && t.skill_id !== task.skill_id)).toBe(true);

    // Nothing left in the topic and grade: none, rather than another topic's.
    const rest = [...ofSkill, ...topicMates].map((t) => t.id);
    expect(rest.length).toBeLessThanOrEqual(100);
    expect(await similar(rest)).toEqual([]);
  });
});
