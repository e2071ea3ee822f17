import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { enterRoots, solveEquation, type TSolved } from './support/equations.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { fillRegistration } from './support/journeys.ts';

/** What the journey reads and clicks, in each interface language. */
const WORDS = {
  lt: {
    linkLabel: 'Pakvietimo nuoroda',
    joined: (name: string) => `Prisijungėte prie mokytojo: ${name}`,
    students: 'Mano mokiniai',
    answers: 'Mokinio atsakymai, naujausi pirmiau',
    solvedFigure: 'Išspręsta užduočių',
    edit: (title: string) => `Redaguoti: ${title}`,
    editDialog: 'Paskirtos užduoties redagavimas',
    discard: 'Atmesti pakeitimus',
    weekSolved: 'Išspręsta šią savaitę',
    accuracy: 'Tikslumas',
    overdueColumn: 'Vėluojančios',
    openAndOverdue: (open: number, overdue: number) => `Atliekamos: ${open}, vėluojančios: ${overdue}`,
    wrongVerdict: 'Klaidingai',
    mistakeLabel: 'Klaida:',
    working: 'Sprendimo eiga',
    firstWrongLine: '(pirmoji klaidinga eilutė)',
    assignmentsOfStudent: 'Šiam mokiniui paskirtos užduotys',
    assignClass: 'Skirti visai klasei',
    assignTitle: 'Užduočių skyrimas',
    forStudents: (names: string) => `2 mokiniai: ${names}`,
    search: 'Paieška matematikos bendrojoje programoje',
    query: 'lygtis',
    found: /^Rast/,
    bankList: 'Užduotys, iš kurių galima rinktis',
    nextPage: 'Kitas puslapis',
    chosen: 'Pasirinktos užduotys eilės tvarka',
    generateTitle: 'Naujų užduočių generavimas',
    generate: 'Generuoti',
    skill: 'Įgūdis',
    skillName: 'Spręsti tekstinius uždavinius sudarant lygtį',
    difficulty: 'Sunkumas',
    hard: 'Sunki',
    count: 'Užduočių skaičius',
    interests: 'Pomėgiai',
    space: 'Kosmosas',
    spaceWord: /kosmin/i,
    title: 'Pavadinimas',
    instructions: 'Nurodymai (neprivaloma)',
    assign: 'Paskirti',
    assigned: (title: string) => `„${title}“ paskirta 2 mokiniams`,
    unread: (n: number) => (n === 1 ? 'Pranešimai, 1 neperskaitytas' : `Pranešimai, ${n} neperskaityti`),
    markAll: 'Pažymėti visus kaip perskaitytus',
    newAssignment: 'Naujos paskirtos užduotys',
    completedTitle: 'Paskirtos užduotys atliktos',
    completed: (name: string, title: string) => `${name} atliko „${title}“.`,
    overdueTitle: 'Terminas praėjo',
    overdueForTutor: (name: string, title: string) => new RegExp(`${name} neatliko „${title}“ iki termino`),
    progress: (solved: number) => `Išspręsta ${solved} iš 3`,
    solverOf: (n: number) => new RegExp(`^Užduotis ${n} iš 3`),
    root: (n: number) => `Sprendinys ${n}`,
    addRoot: 'Pridėti sprendinį',
    answer: 'Jūsų atsakymas',
    work: 'Sprendimo eiga (neprivaloma)',
    submit: 'Pateikti atsakymą',
    incorrect: 'Neteisingai.',
    mistake: 'Kur suklydote:',
    correct: 'Teisingai!',
    next: 'Kita užduotis',
    finished: 'Puiku, viskas atlikta!',
    score: (n: number) => `Įvertinimas: ${n} iš 100`,
    myAssignments: 'Atliktinos užduotys',
    overdue: 'Vėluojama',
  },
  en: {
    linkLabel: 'Invite link',
    joined: (name: string) => `You have joined ${name}`,
    students: 'My students',
    answers: "The student's answers, newest first",
    solvedFigure: 'Tasks solved',
    edit: (title: string) => `Edit: ${title}`,
    editDialog: 'Edit the assignment',
    discard: 'Discard changes',
    weekSolved: 'Solved this week',
    accuracy: 'Accuracy',
    overdueColumn: 'Overdue',
    openAndOverdue: (open: number, overdue: number) => `Open: ${open}, overdue: ${overdue}`,
    wrongVerdict: 'Wrong',
    mistakeLabel: 'Mistake:',
    working: 'Shown working',
    firstWrongLine: '(the first wrong line)',
    assignmentsOfStudent: 'Assignments given to this student',
    assignClass: 'Assign to the whole class',
    assignTitle: 'Assign tasks',
    forStudents: (names: string) => `2 students: ${names}`,
    search: 'Search the curriculum',
    query: 'equation',
    found: /found$/,
    bankList: 'Tasks to choose from',
    nextPage: 'Next page',
    chosen: 'Chosen tasks in order',
    generateTitle: 'Generate new tasks',
    generate: 'Generate',
    skill: 'Skill',
    skillName: 'Solve word problems by forming an equation',
    difficulty: 'Difficulty',
    hard: 'Hard',
    count: 'Number of tasks',
    interests: 'Interests',
    space: 'Space',
    spaceWord: /space/i,
    title: 'Title',
    instructions: 'Instructions (optional)',
    assign: 'Assign',
    assigned: (title: string) => `“${title}” assigned to 2 students`,
    unread: (n: number) => `Notifications, ${n} unread`,
    markAll: 'Mark all as read',
    newAssignment: 'New assignment',
    completedTitle: 'Assignment completed',
    completed: (name: string, title: string) => `${name} completed “${title}”.`,
    overdueTitle: 'Assignment overdue',
    overdueForTutor: (name: string, title: string) => new RegExp(`${name} did not finish “${title}” by`),
    progress: (solved: number) => `${solved} of 3 tasks solved`,
    solverOf: (n: number) => new RegExp(`^Task ${n} of 3`),
    root: (n: number) => `Solution ${n}`,
    addRoot: 'Add a solution',
    answer: 'Your answer',
    work: 'Your working (optional)',
    submit: 'Submit answer',
    incorrect: 'Incorrect.',
    mistake: 'What went wrong:',
    correct: 'Correct!',
    next: 'Next task',
    finished: 'Well done, you have finished!',
    score: (n: number) => `Score: ${n} of 100`,
    myAssignments: 'Assignments to do',
    overdue: 'Overdue',
  },
} as const;
type Language = keyof typeof WORDS;
type Words = (typeof WORDS)[Language];

const PASSWORD = 'Klase-su-terminais-9';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A page of its own browser context: another person on another device. */
async function newPerson(browser: Browser, phone: boolean) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'lt-LT',
    viewport: phone ? PHONE : DESKTOP,
  });
  return context.newPage();
}

/** A caller of the API with the cookies and CSRF header a signed-in browser would send. */
async function apiAs(api: APIRequestContext) {
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return (method: 'GET' | 'POST', url: string, data?: unknown) =>
    api.fetch(url, { method, headers: { 'x-csrf-token': decodeURIComponent(csrf) }, data });
}

/** A second student, registered and joined through the API: one who never starts the assignment. */
async function studentWhoNeverStarts(code: string, last: string) {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await api.post('/api/users/register', {
    data: {
      username: `tadas_${tag}`,
      email: `tadas.${tag}@example.com`,
      password: PASSWORD,
      first_name: 'Tadas',
      last_name: last,
      role: 'student',
    },
  });
  expect(registered.ok()).toBe(true);
  const call = await apiAs(api);
  expect((await call('POST', '/api/v1/profile/tutors/join', { code })).ok()).toBe(true);
  return { api, call, full: `Tadas ${last}` };
}

/** The test clock of the e2e server (TEST_CLOCK=1): assignments and reminders see this time. */
async function testClock(data: { advance_ms?: number; reset?: true }) {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    expect((await api.post('/api/v1/test/clock', { data })).ok()).toBe(true);
    // The reminders the minute scheduler would send at that time, now (the e2e server runs no timer).
    expect((await api.post('/api/v1/test/scheduler/run')).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** A word problem about two space missions: the total and how many times more the first took. */
function solveSpaceMissions(question: string): string | null {
  const numbers = [...question.replace(/\s+/g, ' ').matchAll(/\d+/g)].map((m) => Number(m[0]));
  const [total, times] = numbers;
  if (total === undefined || times === undefined) return null;
  const second = total / (times + 1);
  return Number.isInteger(second) ? String(second) : null;
}

/** Ticks two bank tasks the test can solve from their text (linear equations) and answers their roots. */
async function chooseTwoEquations(page: Page, w: Words): Promise<void> {
  await page.getByRole('searchbox', { name: w.search }).fill(w.query);
  // The bank list shows the search's results (not the whole bank's first page) before it is read.
  await expect(page.getByRole('status').filter({ hasText: w.found })).toBeVisible();
  const items = page.getByRole('list', { name: w.bankList }).getByRole('listitem');
  let ticked = 0;
  // The results mix skills: page on until two are equations the test solves.
  for (let pageNumber = 1; pageNumber <= 5 && ticked < 2; pageNumber += 1) {
    if (pageNumber > 1) {
      const first = await items.first().innerText();
      await page.getByRole('button', { name: w.nextPage }).click();
      await expect(items.first()).not.toHaveText(first);
    }
    for (let index = 0; index < (await items.count()) && ticked < 2; index += 1) {
      const item = items.nth(index);
      if (!solveEquation(await item.innerText().then(problemLine))) continue;
      await item.getByRole('checkbox').check();
      ticked += 1;
    }
  }
  expect(ticked, 'two solvable equations among the results').toBe(2);
  await expect(page.getByRole('list', { name: w.chosen }).getByRole('listitem')).toHaveCount(2);
}

/** The sentence of a bank item's text that is its problem (`Išspręskite lygtį …` / `Solve …`). */
function problemLine(text: string): string {
  return text.match(/(?:Išspręskite lygtį|Solve) [^.\n]+\./)?.[0] ?? '';
}

/** Answers the task the assignment page shows: an equation (the first one wrong first) or the space problem. */
async function answerShownTask(page: Page, w: Words, n: number, wrongFirst: boolean) {
  const solver = page.getByRole('region', { name: w.solverOf(n) });
  await expect(solver).toBeVisible();
  const question = (await solver.getByTestId('task-question').innerText()).trim();
  const equation: TSolved | null = solveEquation(question);
  if (equation) {
    if (wrongFirst) {
      await solver.getByLabel(w.work).fill(equation.wrongWorking.join('\n'));
      await enterRoots(page, w, equation.wrong);
      await solver.getByRole('button', { name: w.submit }).click();
      await expect(solver.getByText(w.incorrect)).toBeVisible();
      await expect(solver.getByText(w.mistake)).toBeVisible();
      await solver.getByLabel(w.work).fill('');
    }
    await enterRoots(page, w, equation.right);
  } else {
    expect(question, 'the generated task is themed by the interest').toMatch(w.spaceWord);
    const answer = solveSpaceMissions(question);
    expect(answer, `a space problem the test can solve: ${question}`).not.toBeNull();
    await solver.getByRole('textbox', { name: w.answer }).fill(answer ?? '');
  }
  await solver.getByRole('button', { name: w.submit }).click();
  await expect(solver.getByText(w.correct)).toBeVisible();
  return equation ? 'equation' : 'generated';
}

/** A student's row of the class: the table's on a wide screen, the card on a phone. */
function classRow(page: Page, phone: boolean, w: Words, name: string): Locator {
  return page
    .getByRole(phone ? 'list' : 'table', { name: w.students })
    .getByRole(phone ? 'listitem' : 'row')
    .filter({ hasText: name });
}

/** One figure of a student's row: the cell under the column's header, or the line after the card's label. */
async function classFigure(page: Page, phone: boolean, w: Words, name: string, column: string) {
  const row = classRow(page, phone, w, name);
  if (phone) {
    const lines = (await row.innerText()).split('\n').map((line) => line.trim());
    return lines[lines.indexOf(column) + 1] ?? '';
  }
  const index = await page
    .getByRole('table', { name: w.students })
    .getByRole('columnheader', { name: column, exact: true })
    .evaluate((header) => (header as HTMLTableCellElement).cellIndex);
  return (await row.locator(':scope > td, :scope > th').nth(index).innerText()).split('\n')[0]?.trim() ?? '';
}

/** The bell's unread count as the header names it. */
function bell(page: Page, w: Words, unread: number): Locator {
  return page.getByRole('banner').getByRole('button', { name: w.unread(unread), exact: true });
}

for (const [language, phone] of [
  ['lt', false],
  ['en', true],
] as const) {
  test(`a class in ${language}${phone ? ' on a phone' : ''}: invite, assign three tasks due tomorrow, a student finishes, another lets it pass`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[language];
    if (phone) await page.setViewportSize(PHONE);
    const run = Math.random().toString(36).slice(2, 6);
    const tutor = { firstName: 'Aistė', lastName: `Mokytoja${run}`, password: PASSWORD };
    const student = { firstName: 'Ona', lastName: `Mokinė${run}`, password: PASSWORD };
    const tutorFull = `${tutor.firstName} ${tutor.lastName}`;
    const studentFull = `${student.firstName} ${student.lastName}`;
    const title = language === 'lt' ? `Lygtys ir kosmosas ${run}` : `Equations in space ${run}`;

    // A tutor registers and copies the invite link.
    await page.goto('/register');
    await fillRegistration(page, language, tutor, { tutor: true });
    await expect(page).toHaveURL(/\/tutor\/dashboard$/);
    const link = await page.getByLabel(w.linkLabel).inputValue();
    const code = link.split('/').at(-1) ?? '';

    // A new student registers through it; a second one joins and will never start.
    const ona = await newPerson(browser, phone);
    await ona.goto(link);
    await expect(ona).toHaveURL(/\/register\?returnUrl=%2Fjoin%2F/);
    await fillRegistration(ona, language, student);
    await expect(ona.getByText(w.joined(tutorFull))).toBeVisible();
    const tadas = await studentWhoNeverStarts(code, `Mokinys${run}`);

    try {
      // The tutor assigns three tasks to the whole class: two equations from the bank and one generated,
      // themed by space, due tomorrow at 18:00 (the form's default).
      await page.reload();
      await expect(page.getByRole(phone ? 'list' : 'table', { name: w.students })).toContainText(studentFull);
      // Both joins were told to the tutor; read, they leave the bell for what comes next.
      await bell(page, w, 2).click();
      await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('dialog')).toContainText(studentFull);
      await page.getByRole('button', { name: w.markAll }).click();
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: w.assignClass }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.assignTitle })).toBeVisible();
      await expect(page.getByText(w.forStudents(`${studentFull}, ${tadas.full}`))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await chooseTwoEquations(page, w);
      const generate = page.getByRole('region', { name: w.generateTitle });
      await generate.getByRole('switch', { name: w.generate }).check();
      await generate.getByRole('combobox', { name: w.skill }).fill(w.skillName.slice(0, 20));
      await page.getByRole('option', { name: w.skillName }).click();
      await generate.getByRole('combobox', { name: w.difficulty }).selectOption({ label: w.hard });
      await generate.getByRole('textbox', { name: w.count }).fill('1');
      await generate.getByRole('combobox', { name: w.interests }).fill(w.space);
      await page.getByRole('option', { name: w.space, exact: true }).click();
      await page.getByLabel(w.title, { exact: true }).fill(title);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: w.assign, exact: true }).click();
      await expect(page.getByText(w.assigned(title))).toBeVisible();

      // The student's bell counts it within seconds; its notification opens the assignment.
      await expect(bell(ona, w, 1)).toBeVisible({ timeout: 5_000 });
      await bell(ona, w, 1).click();
      const assigned = ona.getByRole('dialog').getByRole('listitem').filter({ hasText: w.newAssignment });
      await expect(assigned).toContainText(title);
      await assigned.getByRole('button').first().click();
      await expect(ona).toHaveURL(/\/student\/assignments\/\d+$/);
      await expect(ona.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(ona.getByText(w.progress(0))).toBeVisible();
      await expectNoSeriousA11yViolations(ona);

      // One wrong answer (with working) then right, then the other two, in place.
      const kinds: string[] = [];
      for (const n of [1, 2, 3]) {
        kinds.push(await answerShownTask(ona, w, n, n === 1));
        if (n === 1) await expectNoSeriousA11yViolations(ona);
        if (n < 3) await ona.getByRole('button', { name: w.next }).click();
      }
      expect(kinds.sort()).toEqual(['equation', 'equation', 'generated']);
      // One wrong try costs 25 of 100: the mean of 75, 100 and 100.
      const finished = ona.getByRole('status', { name: w.finished });
      await expect(finished).toContainText(w.score(92));
      await expect(ona.getByText(w.progress(3))).toBeVisible();
      await expectNoSeriousA11yViolations(ona);

      // The tutor is told it is done.
      await expect(bell(page, w, 1)).toBeVisible({ timeout: 5_000 });
      await bell(page, w, 1).click();
      const told = page.getByRole('dialog').getByRole('listitem').filter({ hasText: w.completedTitle });
      await expect(told).toContainText(w.completed(studentFull, title));
      await expectNoSeriousA11yViolations(page);
      // It opens the student's page and is read.
      await told.getByRole('button').first().click();
      await expect(page).toHaveURL(/\/tutor\/students\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: studentFull })).toBeVisible();
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      // Her answers: the wrong one with its named mistake and the working with the first wrong line.
      await expect(page.getByRole('group', { name: w.solvedFigure })).toContainText('3');
      // Each answer is an item of the list; its working lines are a list of their own.
      const answers = page.getByRole('list', { name: w.answers }).locator(':scope > li');
      await expect(answers).toHaveCount(4);
      const wrong = answers.filter({ hasText: w.wrongVerdict });
      await expect(wrong).toHaveCount(1);
      await expect(wrong).toContainText(w.mistakeLabel);
      await expect(wrong.getByRole('group', { name: w.working })).toContainText(w.firstWrongLine);
      await expect(
        page
          .getByRole('list', { name: w.assignmentsOfStudent })
          .getByRole('listitem')
          .filter({ hasText: title }),
      ).toContainText('92');
      await expectNoSeriousA11yViolations(page);

      // The due time passes: the student who never started is told, and so is the tutor; the one who
      // finished is not.
      await testClock({ advance_ms: 3 * 24 * 60 * 60 * 1000 });
      const tadasNotes = await (await tadas.call('GET', '/api/v1/notifications')).json();
      expect(tadasNotes.data.map((n: { type: string }) => n.type).sort()).toEqual([
        'assignment_assigned',
        'assignment_overdue',
      ]);
      await page.reload();
      await expect(bell(page, w, 1)).toBeVisible();
      await bell(page, w, 1).click();
      const overdue = page.getByRole('dialog').getByRole('listitem').filter({ hasText: w.overdueTitle });
      await expect(overdue).toContainText(w.overdueForTutor(tadas.full, title));
      await page.keyboard.press('Escape');
      await page.goto('/tutor/dashboard');
      // The class: her week and accuracy (3 of 4 answers right); his assignment overdue.
      const figure = (name: string, column: string) => classFigure(page, phone, w, name, column);
      expect(await figure(studentFull, w.weekSolved)).toBe('3');
      expect(await figure(studentFull, w.accuracy)).toMatch(/^75\s?%$/);
      if (phone) await expect(classRow(page, phone, w, tadas.full)).toContainText(w.openAndOverdue(0, 1));
      else expect(await figure(tadas.full, w.overdueColumn)).toBe('1');
      await expectNoSeriousA11yViolations(page);

      // His overdue assignment can still be moved to a later due time.
      await classRow(page, phone, w, tadas.full).getByRole('link', { name: tadas.full }).click();
      await page.getByRole('button', { name: w.edit(title) }).click();
      const edit = page.getByRole('dialog', { name: w.editDialog });
      await expect(edit.getByLabel(w.title, { exact: true })).toHaveValue(title);
      await expectNoSeriousA11yViolations(page);
      await edit.getByRole('button', { name: w.discard }).click();
      await expect(edit).toBeHidden();
      await ona.goto('/student-dashboard');
      await expect(ona.getByRole('list', { name: w.myAssignments })).toHaveCount(0);
    } finally {
      await testClock({ reset: true });
      await tadas.api.dispose();
      await ona.context().close();
    }
  });
}
