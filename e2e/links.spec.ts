import { type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { demoAccount, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { fillRegistration, logIn, REGISTER, switchLanguage } from './support/journeys.ts';

/** The words of the journey in each language. */
const WORDS = {
  lt: {
    ...REGISTER.lt,
    inviteTitle: 'Mokinių pakvietimas',
    linkLabel: 'Pakvietimo nuoroda',
    copyLink: 'Kopijuoti nuorodą',
    copied: 'Nukopijuota',
    renew: 'Naujas kodas',
    renewDialog: 'Sukurti naują pakvietimo kodą?',
    cancel: 'Atšaukti',
    invited: 'Mokytojas jus pakvietė',
    joined: (name: string) => `Prisijungėte prie mokytojo: ${name}`,
    students: 'Mano mokiniai',
    noStudents: 'Rodomų mokinių nėra',
    myTutors: 'Mano mokytojai',
    leave: (name: string) => `Atsijungti: ${name}`,
    leaveDialog: 'Atsijungti nuo mokytojo?',
    leaveConfirm: 'Atsijungti nuo mokytojo',
    noTutors: 'Mokytojų dar neturite',
    openTutor: (name: string) => `Mokiniai: ${name}`,
    studentsOf: (name: string) => `Mokytojo mokiniai: ${name}`,
    findStudent: 'Rasti mokinį',
    found: 'Rasti mokiniai',
    add: (name: string) => `Pridėti: ${name}`,
    added: (name: string) => `Mokinys pridėtas: ${name}.`,
    move: (name: string) => `Perkelti: ${name}`,
    moveDialog: 'Perkelti pas kitą mokytoją',
    newTutor: 'Naujas mokytojas',
    moveConfirm: 'Perkelti mokinį',
    remove: (name: string) => `Pašalinti: ${name}`,
    removeDialog: 'Pašalinti mokinį iš mokytojo sąrašo?',
    noLinkedStudents: 'Mokinių dar nėra',
    allTutors: 'Visi mokytojai',
  },
  en: {
    ...REGISTER.en,
    inviteTitle: 'Invite students',
    linkLabel: 'Invite link',
    copyLink: 'Copy link',
    copied: 'Copied',
    renew: 'New code',
    renewDialog: 'Create a new invite code?',
    cancel: 'Cancel',
    invited: 'Your tutor invited you',
    joined: (name: string) => `You have joined ${name}`,
    students: 'My students',
    noStudents: 'No students to show',
    myTutors: 'My tutors',
    leave: (name: string) => `Leave ${name}`,
    leaveDialog: 'Leave this tutor?',
    leaveConfirm: 'Leave tutor',
    noTutors: 'No tutors yet',
    openTutor: (name: string) => `Students of ${name}`,
    studentsOf: (name: string) => `Students of ${name}`,
    findStudent: 'Find a student',
    found: 'Students found',
    add: (name: string) => `Add ${name}`,
    added: (name: string) => `${name} has been added.`,
    move: (name: string) => `Move ${name}`,
    moveDialog: 'Move to another tutor',
    newTutor: 'New tutor',
    moveConfirm: 'Move student',
    remove: (name: string) => `Remove ${name}`,
    removeDialog: 'Remove this student from the tutor?',
    noLinkedStudents: 'No students yet',
    allTutors: 'All tutors',
  },
} as const;
type Language = keyof typeof WORDS;

const PASSWORD = 'Trupmenos-77-links';

/** Fills the registration form in the journey's language and registers. */
function register(page: Page, language: Language, person: { first: string; last: string }, tutor = false) {
  return fillRegistration(
    page,
    language,
    { firstName: person.first, lastName: person.last, password: PASSWORD },
    { tutor },
  );
}

/** Another tutor, registered through the API: the one the admin moves the student to. */
async function anotherTutor(last: string) {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const response = await api.post('/api/users/register', {
      data: {
        username: `links_to_${tag}`,
        email: `links.to.${tag}@example.com`,
        password: PASSWORD,
        first_name: 'Vida',
        last_name: last,
        role: 'tutor',
      },
    });
    expect(response.ok()).toBe(true);
    return { full: `Vida ${last}`, username: `links_to_${tag}` };
  } finally {
    await api.dispose();
  }
}

/** A page of its own browser context: another person on another device. */
async function newPerson(browser: Browser, phone: boolean) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'lt-LT',
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  return context.newPage();
}

/** The students of the tutor's dashboard: the table on a wide screen, the cards on a phone. */
function studentsOn(page: Page, language: Language, phone: boolean) {
  return phone
    ? page.getByRole('list', { name: WORDS[language].students })
    : page.getByRole('table', { name: WORDS[language].students });
}

for (const [language, phone] of [
  ['lt', false],
  ['en', true],
] as const) {
  test(`links in ${language}${phone ? ' on a phone' : ''}: a tutor's invite link, a student who joins through it and leaves, an admin who links and moves`, async ({
    page,
    context,
    browser,
  }) => {
    const w = WORDS[language];
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const run = Math.random().toString(36).slice(2, 6);
    const tutorName = { first: 'Rasa', last: `Mokytoja${run}` };
    const studentName = { first: 'Jonas', last: `Mokinys${run}` };
    const tutorFull = `${tutorName.first} ${tutorName.last}`;
    const studentFull = `${studentName.first} ${studentName.last}`;

    // A tutor registers and copies their invite link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/register');
    await register(page, language, tutorName, true);
    await expect(page).toHaveURL(/\/tutor\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: w.inviteTitle })).toBeVisible();
    await expect(page.getByText(w.noStudents)).toBeVisible();
    const shown = await page.getByLabel(w.linkLabel).inputValue();
    expect(shown).toMatch(/\/join\/[2-9A-HJKMNP-Z]{8}$/);
    await page.getByRole('button', { name: w.copyLink }).click();
    await expect(page.getByRole('button', { name: w.copied })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(shown);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: w.renew }).click();
    await expect(page.getByRole('dialog', { name: w.renewDialog })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // A new visitor opens the link, registers through it and lands joined.
    const visitor = await newPerson(browser, phone);
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/register\?returnUrl=%2Fjoin%2F/);
    await expect(visitor.getByText(WORDS.lt.invited)).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await register(visitor, language, studentName);
    await expect(visitor).toHaveURL(/\/join\/[2-9A-HJKMNP-Z]{8}$/);
    await expect(visitor.getByText(w.joined(tutorFull))).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);

    // The tutor's student list shows them.
    await page.reload();
    await expect(studentsOn(page, language, phone).getByText(studentFull)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The student leaves the tutor from the profile page.
    await visitor.goto('/profile');
    const tutors = visitor.getByRole('list', { name: w.myTutors });
    await expect(tutors.getByText(tutorFull)).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await tutors.getByRole('button', { name: w.leave(tutorFull) }).click();
    const leave = visitor.getByRole('dialog', { name: w.leaveDialog });
    await expect(leave).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await leave.getByRole('button', { name: w.leaveConfirm }).click();
    await expect(visitor.getByText(w.noTutors)).toBeVisible();
    await page.reload();
    await expect(page.getByText(w.noStudents)).toBeVisible();
    await visitor.context().close();

    // An admin links the student to the tutor again, then moves them to another tutor (not the demo
    // tutor, whose three students other journeys count).
    const next = await anotherTutor(`Kita${run}`);
    const admin = await newPerson(browser, phone);
    await logIn(admin, demoAccount('admin'));
    if (language === 'en') await switchLanguage(admin, 'EN');
    try {
      await admin.goto('/admin/tutor-management');
      // Tutors are listed by name, a page at a time: the admin searches for this one.
      await admin.getByRole('searchbox').fill(tutorFull);
      await admin
        .getByRole('link', { name: w.openTutor(tutorFull) })
        .first()
        .click();
      await expect(admin.getByRole('heading', { level: 2, name: w.studentsOf(tutorFull) })).toBeVisible();
      await expect(admin.getByText(w.noLinkedStudents)).toBeVisible();
      await admin.getByRole('searchbox', { name: w.findStudent }).fill(studentName.last);
      await admin
        .getByRole('list', { name: w.found })
        .getByRole('button', { name: w.add(studentFull) })
        .click();
      const linked = phone
        ? admin.getByRole('list', { name: w.studentsOf(tutorFull) })
        : admin.getByRole('table', { name: w.studentsOf(tutorFull) });
      await expect(linked.getByText(studentFull)).toBeVisible();
      // axe reads the confirmation toast while it fades in as too faint: check the page once it has gone.
      await expect(admin.getByText(w.added(studentFull))).toBeVisible();
      await expect(admin.getByText(w.added(studentFull))).toBeHidden({ timeout: 10_000 });
      await expectNoSeriousA11yViolations(admin);

      await linked.getByRole('button', { name: w.remove(studentFull), exact: true }).click();
      await expect(admin.getByRole('dialog', { name: w.removeDialog })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole('dialog').getByRole('button', { name: w.cancel }).click();
      await expect(admin.getByRole('dialog')).toBeHidden();

      await linked.getByRole('button', { name: w.move(studentFull), exact: true }).click();
      const move = admin.getByRole('dialog', { name: w.moveDialog });
      await expect(move.getByRole('combobox', { name: w.newTutor })).toBeEnabled();
      await expectNoSeriousA11yViolations(admin);
      await move
        .getByRole('combobox', { name: w.newTutor })
        .selectOption({ label: `${next.full} (@${next.username})` });
      await move.getByRole('button', { name: w.moveConfirm }).click();
      await expect(admin.getByText(w.noLinkedStudents)).toBeVisible();

      await admin.getByRole('link', { name: w.allTutors }).click();
      await admin
        .getByRole('link', { name: w.openTutor(next.full) })
        .first()
        .click();
      const moved = phone
        ? admin.getByRole('list', { name: w.studentsOf(next.full) })
        : admin.getByRole('table', { name: w.studentsOf(next.full) });
      await expect(moved.getByText(studentFull)).toBeVisible();
      await page.reload();
      await expect(page.getByText(w.noStudents)).toBeVisible();
    } finally {
      // The demo admin's language is the other journeys' too.
      if (language === 'en') await switchLanguage(admin, 'LT');
      await admin.context().close();
    }
  });
}
