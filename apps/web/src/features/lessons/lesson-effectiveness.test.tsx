import type { TLessonEffectiveness, TTask } from '@taskas/contracts';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { formatPercent } from '../student/components/format-percent';
import { EQUATION_SKILL, lessonsKit } from './lessons.test-support';

// The effectiveness page against the real server and database (see test/live-server.tsx): one lesson of
// a student of the demo tutor, with hint-free answers on its skill written in before and after it.
vi.setConfig({ testTimeout: 40_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, 60_000);
afterAll(() => server.dispose());

const PAGE_LOAD = { timeout: 15_000 };
const DAY = 86_400_000;
const { tutor, db, linkedStudent, lessonOn } = lessonsKit(() => server);

/** Hint-free answers of a student on a task, `correct` of them right, all at one time. */
async function answers(userId: number, taskId: number, at: Date, total: number, correct: number) {
  await db()
    .insertInto('attempts')
    .values(
      Array.from({ length: total }, (_, index) => ({
        user_id: userId,
        task_id: taskId,
        assignment_id: null,
        answer: '1',
        input_format: 'text',
        work_shown: '[]',
        work_first_error: null,
        work_result: null,
        time_spent: 20,
        hints_used: 0,
        device_info: null,
        steps_completed: null,
        confidence_level: null,
        is_correct: index < correct ? 1 : 0,
        score: index < correct ? 100 : 0,
        feedback_key: index < correct ? 'correct' : 'incorrect',
        result: '{}',
        created_at: new Date(at.getTime() + index * 60_000).toISOString(),
      })),
    )
    .execute();
}

describe('lesson effectiveness', () => {
  it('writes the effect with its sign and a decimal comma in Lithuanian, and "too few answers" where there are too few', async () => {
    const student = await linkedStudent('Austėja');
    await logInAs(student);
    const lesson = await lessonOn(EQUATION_SKILL);
    // Another task of the same skill, which the student answered a week ago and yesterday.
    const other = await apiV1.post<TTask>('/tasks/generate', { topic: EQUATION_SKILL }, { retry: false });
    const now = Date.now();
    await db()
      .updateTable('lessons')
      .set({ created_at: new Date(now - 5 * DAY).toISOString() })
      .where('id', '=', lesson.id)
      .execute();
    await answers(student.id, other.id, new Date(now - 7 * DAY), 6, 2);
    await answers(student.id, other.id, new Date(now - DAY), 6, 5);

    await logInAs(tutor(), { language: 'lt' });
    const measured = await apiV1.get<TLessonEffectiveness>('/lessons/effectiveness');
    renderLiveApp('/lessons/effectiveness', { language: 'lt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pamokų veiksmingumas' }, PAGE_LOAD),
    ).toBeTruthy();

    const effect = await screen.findByRole('group', { name: 'Pamokų poveikis' }, PAGE_LOAD);
    const shown = /([+−]\d+,\d\d)/.exec(effect.textContent ?? '')?.[1];
    const expected = measured.overall.effect_size ?? Number.NaN;
    // The shown number is the measured one, written the Lithuanian way.
    expect(Number(shown?.replace('−', '-').replace(',', '.'))).toBeCloseTo(expected, 2);
    expect(effect.textContent).toContain(`${formatPercent(2 / 6, 'lt')} (2 iš 6)`);
    expect(effect.textContent).toContain(`${formatPercent(5 / 6, 'lt')} (5 iš 6)`);
    expect(formatPercent(2 / 6, 'lt')).toContain(',');
    // Nobody practised the skill without a lesson: no comparison to read.
    const comparison = screen.getByRole('group', { name: 'Be pamokos' });
    expect(within(comparison).getByText('per mažai atsakymų')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Skirtumas' })).getByText('per mažai atsakymų'),
    ).toBeTruthy();

    const skills = screen.getByRole('table', { name: 'Poveikis pagal įgūdį' });
    const [skillRow] = within(skills).getAllByRole('row').slice(1) as [HTMLElement];
    expect(skillRow.textContent).toContain(measured.skills[0]?.skill);
    expect(skillRow.textContent).toContain(shown);
    expect(within(skillRow).getAllByText('per mažai atsakymų')).toHaveLength(2);

    const lessons = screen.getByRole('table', { name: 'Poveikis pagal pamoką' });
    const [lessonRow] = within(lessons).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(lessonRow).getByText(/^Austėja /)).toBeTruthy();
    expect(within(lessonRow).getByText('Neįvertinta')).toBeTruthy();

    // What the numbers cannot tell, in plain words, with the published yardstick.
    expect(screen.getByText(/nebuvo skiriamos atsitiktinai/)).toBeTruthy();
    expect(screen.getByText(/praėjus 1 parai ar daugiau po pamokos, be užuominų/)).toBeTruthy();
    expect(screen.getByText(/maždaug nuo \+0,1 iki \+0,3 standartinio nuokrypio/)).toBeTruthy();
  });

  it('says so when a tutor has no lessons to measure yet', async () => {
    const newcomer = await server.addUser({ role: 'tutor' });
    await logInAs(newcomer);
    renderLiveApp('/lessons/effectiveness');
    expect(await screen.findByText('No lessons yet', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not for students', async () => {
    await logInAs(server.demo.student[0] ?? { email: '', password: '' });
    renderLiveApp('/lessons/effectiveness');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You do not have access to this page' },
        PAGE_LOAD,
      ),
    ).toBeTruthy();
  });
});
