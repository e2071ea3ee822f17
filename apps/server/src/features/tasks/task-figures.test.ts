import type { TTaskDetail } from '@taskas/contracts';
import { expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs } from '../../test/support.ts';

// Issue 13: tasks a textbook would draw come with their figure, served as SVG in the page's colours.

describeEachDatabase('task figures', (ctx) => {
  it('gives a generated task its figure and alt text in the task language, drawn for the theme', async () => {
    const owner = await loginAs(ctx(), await buildUser(ctx()));
    const made = await owner.post('/api/v1/tasks/generate', { topic: 'midpoint', difficulty: 'easy' });
    expect(made.statusCode).toBe(201);
    const task = body<TTaskDetail>(made).data;
    const { image_url, alt_text } = task.content.question;
    expect(image_url).toMatch(new RegExp(`^/api/v1/tasks/${task.id}/figure\\.svg\\?v=\\d+$`));
    expect(alt_text).toMatch(/[A-Z]\(/); // names the points it shows
    expect(task.language).toBe('lt');
    expect(alt_text).toMatch(/[ąčęėįšųūž]/i);

    const light = await owner.get(String(image_url));
    expect(light.statusCode).toBe(200);
    expect(light.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(light.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(light.headers['cache-control']).toBe('private, max-age=86400');
    expect(light.body).toMatch(/^<svg style="color:#212529;--fig-background:#ffffff"/);
    expect(light.body).not.toMatch(/<script|\son[a-z]+=/i);

    const dark = await owner.get(`${image_url}&theme=dark`);
    expect(dark.body).toMatch(/^<svg style="color:#c9c9c9;--fig-background:#2e2e2e"/);
    expect(dark.body.slice(dark.body.indexOf('>'))).toBe(light.body.slice(light.body.indexOf('>')));

    const odd = await owner.get(`${image_url}&theme=neon`);
    expect(odd.statusCode).toBe(400);
    expect(body(odd).errors[0]?.code).toBe('E2003');
  });

  it('says what may be drawn on the figure to answer, and nothing on tasks answered otherwise', async () => {
    const owner = await loginAs(ctx(), await buildUser(ctx()));
    const point = body<TTaskDetail>(
      await owner.post('/api/v1/tasks/generate', { topic: 'reflect-point', difficulty: 'easy' }),
    ).data;
    const input = point.content.question.figure_input;
    expect(input?.kind).toBe('point');
    if (input?.kind !== 'point') return;
    expect(input.plane.xMin).toBeLessThan(input.plane.xMax);
    expect(input.plane.yMin).toBeLessThan(input.plane.yMax);
    expect(input.plane.step).toBeGreaterThan(0);

    const midpoint = body<TTaskDetail>(
      await owner.post('/api/v1/tasks/generate', { topic: 'midpoint', difficulty: 'easy' }),
    ).data;
    expect(midpoint.content.question.figure_input?.kind).toBe('point');
    const equation = body<TTaskDetail>(
      await owner.post('/api/v1/tasks/generate', { topic: 'two-step-equation', difficulty: 'easy' }),
    ).data;
    expect(equation.content.question.figure_input).toBeNull();
  });

  it("keeps a student's private figure from other students, and answers 404 for a task without one", async () => {
    const owner = await loginAs(ctx(), await buildUser(ctx()));
    const other = await loginAs(ctx(), await buildUser(ctx()));
    const made = body<TTaskDetail>(
      await owner.post('/api/v1/tasks/generate', { topic: 'midpoint', difficulty: 'easy' }),
    ).data;
    const theirs = await other.get(`/api/v1/tasks/${made.id}/figure.svg`);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs).errors[0]?.code).toBe('E4001');
    expect(theirs.body).not.toContain('<svg');

    const plain = body<TTaskDetail>(
      await owner.post('/api/v1/tasks/generate', { topic: 'two-step-equation', difficulty: 'easy' }),
    ).data;
    expect(plain.content.question.image_url).toBeNull();
    expect(plain.content.question.alt_text).toBeNull();
    expect((await owner.get(`/api/v1/tasks/${plain.id}/figure.svg`)).statusCode).toBe(404);
  });
});
