import type { TLesson } from '@taskas/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { EQUATION_SKILL, lessonsKit } from './lessons.test-support';

// The lesson pages against the real server and database (see test/live-server.tsx). The demo tutor
// Jonas Petraitis is linked to each new student made here. Making a lesson stores eight tasks.
vi.setConfig({ testTimeout: 60_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, 60_000);
afterAll(() => server.dispose());

/** A page's first look waits for its lazily loaded code. */
const PAGE_LOAD = { timeout: 15_000 };
/** Making a lesson (eight tasks stored) on a machine busy with other suites. */
const LESSON_MADE = { timeout: 30_000 };
const { tutor, db, linkedStudent, lessonOn, answer } = lessonsKit(() => server);

const lessonPath = /^\/lessons\/(\d+)$/;
const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('the lessons page of a student', () => {
  it('starts empty, starts a lesson picked for the student, opens it, then lists it', async () => {
    const student = await linkedStudent('Ona');
    await logInAs(student);
    const user = userEvent.setup();
    const { router } = renderLiveApp('/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' }, PAGE_LOAD)).toBeTruthy();
    expect(await screen.findByText('No lessons yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start a lesson picked for me' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(lessonPath), LESSON_MADE);
    const lessonId = Number(lessonPath.exec(router.state.location.pathname)?.[1]);
    const lesson = await apiV1.get<TLesson>(`/lessons/${lessonId}`);

    // Every part of the lesson, in order, with the practice and check tasks linking back to it.
    expect(await screen.findByRole('heading', { level: 1, name: lesson.skill }, PAGE_LOAD)).toBeTruthy();
    // A student with no answers yet is given a new skill.
    expect(screen.getByText('New skill')).toBeTruthy();
    for (const name of ['Goal', 'Explanation', 'Worked examples', 'Practice', 'Check']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const goal = screen.getByRole('heading', { level: 2, name: 'Goal' }).closest('section') as HTMLElement;
    expect(within(goal).getByText(lesson.goal)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Example \d$/ })).toHaveLength(2);
    const practice = items('Practice');
    expect(practice).toHaveLength(5);
    const first = within(practice[0] as HTMLElement).getByRole('link', { name: 'Practice task 1' });
    expect(first.getAttribute('href')).toBe(`/tasks/${lesson.practice[0]?.task_id}?lesson=${lessonId}`);
    expect(within(practice[0] as HTMLElement).getByText('Not started')).toBeTruthy();
    expect(items('Check')).toHaveLength(3);
    expect(screen.getByText(/do the practice first/)).toBeTruthy();
    // Written by the built-in engine: no AI label.
    expect(screen.queryByText('Written with AI, checked by Taškas')).toBeNull();

    // The task page leads back to the lesson.
    await user.click(first);
    const back = await screen.findByRole('link', { name: 'Back to the lesson' }, PAGE_LOAD);
    expect(back.getAttribute('href')).toBe(`/lessons/${lessonId}`);
    await user.click(back);
    await user.click(await screen.findByRole('link', { name: 'Back to lessons' }, PAGE_LOAD));

    const table = await screen.findByRole('table', { name: 'Lessons' }, PAGE_LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const [row] = rows as [HTMLElement];
    expect(within(row).getByRole('link', { name: lesson.skill }).getAttribute('href')).toBe(
      `/lessons/${lessonId}`,
    );
    expect(within(row).getByText('Not started')).toBeTruthy();
    expect(within(row).getByText('Not yet')).toBeTruthy();
    expect(within(row).getByText('Not rated')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 lesson');
  });

  it('asks for a topic, then starts a lesson on the skill chosen', async () => {
    const student = await linkedStudent('Rūta');
    await logInAs(student);
    const user = userEvent.setup();
    const { router } = renderLiveApp('/lessons');
    const start = await screen.findByRole('button', { name: 'Start the lesson' }, PAGE_LOAD);
    await user.click(start);
    expect(await screen.findByText('Choose a topic.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lessons');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Topic/ }), 'linear-equations');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill' }), EQUATION_SKILL);
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toMatch(lessonPath), LESSON_MADE);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Solve one-step and two-step equations' },
        PAGE_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Chosen skill')).toBeTruthy();
    const stored = await db()
      .selectFrom('lessons')
      .select(['skill_id', 'reason', 'grade'])
      .where('user_id', '=', student.id)
      .execute();
    expect(stored).toEqual([{ skill_id: EQUATION_SKILL, reason: 'chosen', grade: 5 }]);
  });
});

describe('a completed lesson', () => {
  it('shows the check result; the student rates it and sees the thanks; the tutor reads it without a form', async () => {
    const student = await linkedStudent('Gabija');
    await logInAs(student);
    const lesson = await lessonOn(EQUATION_SKILL);
    const [one, two, three] = lesson.check;
    await answer(one?.task_id ?? 0, true);
    await answer(two?.task_id ?? 0, true);
    await answer(three?.task_id ?? 0, false);

    const user = userEvent.setup();
    renderLiveApp(`/lessons/${lesson.id}`);
    const result = await screen.findByRole('heading', { level: 2, name: 'Result' }, PAGE_LOAD);
    const section = result.closest('section') as HTMLElement;
    expect(within(section).getByText('You answered 2 of 3 check tasks right on the first try.')).toBeTruthy();
    const check = items('Check');
    expect(within(check[0] as HTMLElement).getByText('Right first time')).toBeTruthy();
    expect(within(check[2] as HTMLElement).getByText('Not right first time')).toBeTruthy();

    // A rating is needed before it is sent.
    await user.click(within(section).getByRole('button', { name: 'Send the rating' }));
    expect(await within(section).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    const stars = within(section).getByRole('group', { name: 'How useful was this lesson?' });
    // A star is chosen as a keyboard user does: on it, then Space (a mouse clicks its picture).
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.keyboard('[Space]');
    await user.type(
      within(section).getByRole('textbox', { name: 'Comment (optional)' }),
      'The examples helped.',
    );
    await user.click(within(section).getByRole('button', { name: 'Send the rating' }));

    const thanks = await within(section).findByRole('status');
    expect(within(thanks).getByText('Thank you! Your rating is saved.')).toBeTruthy();
    expect(within(thanks).getByText('4 of 5')).toBeTruthy();
    expect(within(thanks).getByText('The examples helped.')).toBeTruthy();
    expect(within(thanks).getByRole('button', { name: 'Change' })).toBeTruthy();
    const stored = await db()
      .selectFrom('lesson_feedback')
      .select(['rating', 'comment'])
      .where('lesson_id', '=', lesson.id)
      .execute();
    expect(stored).toEqual([{ rating: 4, comment: 'The examples helped.' }]);

    // The tutor reads the same lesson: whose it is, the rating given, no form and no task links.
    cleanup();
    await logInAs(tutor());
    renderLiveApp(`/lessons/${lesson.id}`);
    expect(await screen.findByText("You are reading a student's lesson", {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText(/This is Gabija .*'s lesson/)).toBeTruthy();
    expect(screen.getByText(/^Rated by Gabija /)).toBeTruthy();
    expect(screen.getByText('4 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the rating' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Practice' })).queryAllByRole('link')).toHaveLength(0);
  });

  it("lists the students' lessons for their tutor, with whose each one is", async () => {
    const student = await linkedStudent('Milda');
    await logInAs(student);
    const lesson = await lessonOn(EQUATION_SKILL);
    await logInAs(tutor());
    renderLiveApp('/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a lesson picked for me' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Lessons' }, PAGE_LOAD);
    const row = within(table)
      .getAllByRole('row')
      .find(
        (candidate) =>
          within(candidate).queryByRole('link', { name: lesson.skill }) !== null &&
          candidate.textContent?.includes('Milda'),
      );
    expect(row).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Student' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lesson effectiveness' })).toBeTruthy();
  });
});

describe('a lesson in an assignment', () => {
  it('comes with the tasks the tutor assigns, and the student opens it from the assignment', async () => {
    const student = await linkedStudent('Paulina');
    // The lesson is made in the student's language: English, as they chose on logging in.
    await logInAs(student);
    await logInAs(tutor());
    const user = userEvent.setup();
    // From the dashboard's "practise this skill": tasks generated for the skill, the lesson's skill too.
    const { router } = renderLiveApp(`/tutor/students/${student.id}/assign?skill=${EQUATION_SKILL}`);
    const include = await screen.findByRole('switch', { name: 'Include' }, PAGE_LOAD);
    await user.click(include);
    const skill = screen.getByRole('combobox', { name: /^Skill of the lesson/ }) as HTMLInputElement;
    expect(skill.value).toBe('Solve one-step and two-step equations');
    expect(screen.getByText('In all: 3 tasks for each student Plus a lesson for each student.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Equations lesson');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/tutor/students/${student.id}`),
      LESSON_MADE,
    );

    const [stored] = await db()
      .selectFrom('lessons')
      .select(['id', 'assignment_id', 'skill_id', 'reason'])
      .where('user_id', '=', student.id)
      .execute();
    expect(stored).toMatchObject({ skill_id: EQUATION_SKILL, reason: 'assigned' });

    cleanup();
    await logInAs(student);
    renderLiveApp(`/student/assignments/${stored?.assignment_id}`);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Lesson' }, PAGE_LOAD)).closest(
      'section',
    ) as HTMLElement;
    expect(card.textContent).toContain('“Solve one-step and two-step equations”');
    expect(within(card).getByText('Not started')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the lesson' }).getAttribute('href')).toBe(
      `/lessons/${stored?.id}`,
    );
  });
});
