import type { Browser, Page } from '@playwright/test';
import { demoAccount, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { logIn, switchLanguage } from './support/journeys.ts';
import { waitForMailLink } from './support/mailbox.ts';

/** What the journey reads and clicks, in each interface language. */
const WORDS = {
  lt: {
    switcher: 'LT',
    createTutor: 'Sukurti mokytojo paskyrą',
    createDialog: 'Sukurti paskyrą',
    firstName: 'Vardas',
    lastName: 'Pavardė',
    email: 'El. paštas',
    createSubmit: 'Sukurti mokytoją ir išsiųsti kvietimą',
    invitationSent: (email: string) => `Kvietimas išsiųstas adresu ${email}`,
    invitationTitle: 'Susikurkite slaptažodį',
    password: 'Slaptažodis',
    repeat: 'Pakartokite slaptažodį',
    savePassword: 'Išsaugoti slaptažodį ir prisijungti',
    importButton: 'Importuoti iš CSV',
    importDialog: 'Importuoti klasės sąrašą',
    csvHeader: 'Vardas;Pavardė;El. paštas;Mokytojo el. paštas',
    importSubmit: 'Importuoti 3 paskyras',
    importDone: 'Importavimas baigtas',
    importClose: 'Baigti',
    tutorSearch: 'Paieška',
    threeStudents: '3 mokiniai',
    userSearch: 'Paieška',
    open: (name: string) => `Atidaryti naudotojo ${name} paskyrą`,
    deactivate: 'Išjungti',
    deactivateTitle: 'Išjungti šią paskyrą?',
    deactivated: (name: string) => `Naudotojo ${name} paskyra išjungta`,
    login: 'Prisijungti',
    deactivatedLogin: /Ši paskyra išjungta/,
    auditTitle: 'Audito žurnalas',
    auditDeactivated: (admin: string, name: string) => `${admin} išjungė paskyrą: ${name}`,
    auditImported: (admin: string, name: string) => `${admin} importavo iš klasės sąrašo: ${name}`,
    auditAccepted: (name: string) => `${name} priėmė kvietimą ir nusistatė slaptažodį`,
    auditCreated: (admin: string, name: string) => `${admin} sukūrė paskyrą: ${name}`,
    tutor: { first: 'Gintarė', last: 'Mokytojienė' },
    students: [
      { first: 'Aistė', last: 'Pirmaitė' },
      { first: 'Benas', last: 'Antraitis' },
      { first: 'Dovilė', last: 'Trečiokė' },
    ],
  },
  en: {
    switcher: 'EN',
    createTutor: 'Create a tutor',
    createDialog: 'Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    createSubmit: 'Create the tutor and send the invitation',
    invitationSent: (email: string) => `Invitation sent to ${email}`,
    invitationTitle: 'Create your password',
    password: 'Password',
    repeat: 'Repeat password',
    savePassword: 'Save password and log in',
    importButton: 'Import from CSV',
    importDialog: 'Import a class list',
    csvHeader: 'First name,Last name,E-mail,Tutor e-mail',
    importSubmit: 'Import 3 accounts',
    importDone: 'Import finished',
    importClose: 'Done',
    tutorSearch: 'Search',
    threeStudents: '3 students',
    userSearch: 'Search',
    open: (name: string) => `Open the account of ${name}`,
    deactivate: 'Deactivate',
    deactivateTitle: 'Deactivate this account?',
    deactivated: (name: string) => `${name} is deactivated`,
    login: 'Log in',
    deactivatedLogin: /This account has been deactivated/,
    auditTitle: 'Audit trail',
    auditDeactivated: (admin: string, name: string) => `${admin} deactivated ${name}`,
    auditImported: (admin: string, name: string) => `${admin} imported ${name} from a class list`,
    auditAccepted: (name: string) => `${name} accepted the invitation and set a password`,
    auditCreated: (admin: string, name: string) => `${admin} created an account for ${name}`,
    tutor: { first: 'Grace', last: 'Teacher' },
    students: [
      { first: 'Alice', last: 'First' },
      { first: 'Ben', last: 'Second' },
      { first: 'Dora', last: 'Third' },
    ],
  },
} as const;

const ADMIN_NAME = 'Rasa Vaitkienė';

const JOURNEYS = [
  { language: 'lt', viewport: { width: 1280, height: 800 } },
  { language: 'en', viewport: { width: 390, height: 844 } },
] as const;

for (const { language, viewport } of JOURNEYS) {
  const w = WORDS[language];
  const fullName = (person: { first: string; last: string }) => `${person.first} ${person.last}`;

  test.describe(`running the school in ${language} at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('an admin invites a tutor, imports a class, deactivates a student, and reads it all in the audit trail', async ({
      page,
      browser,
    }) => {
      test.slow();
      // The admin creates a tutor with an invitation from tutor management.
      await logIn(page, demoAccount('admin'));
      if (language === 'en') await switchLanguage(page, 'EN');
      try {
        await runSchool(page, browser);
      } finally {
        // The demo admin's language is the other journeys' too.
        if (language === 'en') await switchLanguage(page, 'LT');
      }
    });

    async function runSchool(page: Page, browser: Browser) {
      const tag = `${language}${Date.now().toString(36)}`;
      const tutorEmail = `tutor.${tag}@mokykla.example`;
      const studentEmails = w.students.map((_, index) => `student${index + 1}.${tag}@mokykla.example`);
      const password = `Slaptas-${tag}-žodis`;

      await page.goto('/admin/tutor-management');
      await page.getByRole('button', { name: w.createTutor }).click();
      const create = page.getByRole('dialog', { name: w.createDialog });
      await expect(create).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await create.getByRole('textbox', { name: w.firstName, exact: true }).fill(w.tutor.first);
      await create.getByRole('textbox', { name: w.lastName, exact: true }).fill(w.tutor.last);
      await create.getByRole('textbox', { name: w.email, exact: true }).fill(tutorEmail);
      await create.getByRole('button', { name: w.createSubmit }).click();
      await expect(page.getByText(w.invitationSent(tutorEmail))).toBeVisible();
      await expect(create).toBeHidden();
      await expectNoSeriousA11yViolations(page);

      // The tutor sets a password from the e-mail a real SMTP receiver took, and is in.
      const tutorPage = await newPage(browser, viewport, language);
      const invitation = await waitForMailLink(tutorEmail, '/accept-invitation');
      await tutorPage.goto(invitation.url.pathname + invitation.url.search);
      await expect(tutorPage.getByRole('heading', { level: 1, name: w.invitationTitle })).toBeVisible();
      await expectNoSeriousA11yViolations(tutorPage);
      await setPassword(tutorPage, password);
      await expect(tutorPage).toHaveURL(/\/tutor\/dashboard$/);

      // The admin imports three students from a CSV file, each linked to the new tutor.
      await page.goto('/admin/user-management');
      await page.getByRole('button', { name: w.importButton }).click();
      const importDialog = page.getByRole('dialog', { name: w.importDialog });
      await expect(importDialog).toBeVisible();
      const separator = language === 'lt' ? ';' : ',';
      const csv = [
        w.csvHeader,
        ...w.students.map((s, index) => [s.first, s.last, studentEmails[index], tutorEmail].join(separator)),
      ].join('\n');
      await importDialog.locator('input[type="file"]').setInputFiles({
        name: 'klase.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${csv}\n`, 'utf8'),
      });
      for (const email of studentEmails)
        await expect(importDialog.getByText(email).filter({ visible: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await importDialog.getByRole('button', { name: w.importSubmit }).click();
      await expect(importDialog.getByText(w.importDone)).toBeVisible();
      await importDialog.getByRole('button', { name: w.importClose }).click();
      await expect(importDialog).toBeHidden();

      // The tutor now has the three students.
      await page.goto('/admin/tutor-management');
      await page.getByRole('searchbox', { name: w.tutorSearch }).fill(tutorEmail);
      // A table cell on a wide screen ("3"), a card's line on a phone ("3 students").
      // (Waiting for the search to narrow the list to this one tutor.)
      await expect(
        page.getByText(new RegExp(`^3( ${w.threeStudents.split(' ')[1]})?$`)).filter({ visible: true }),
      ).toHaveCount(1);
      await expect(page.getByText(tutorEmail).filter({ visible: true })).toHaveCount(1);

      // The first student accepts their invitation and is logged in.
      const [first] = w.students;
      const studentPage = await newPage(browser, viewport, language);
      const studentInvitation = await waitForMailLink(studentEmails[0] ?? '', '/accept-invitation');
      await studentPage.goto(studentInvitation.url.pathname + studentInvitation.url.search);
      await setPassword(studentPage, password);
      await expect(studentPage).toHaveURL(/\/student-dashboard$/);

      // The admin deactivates that student.
      await page.goto('/admin/user-management');
      await page.getByRole('searchbox', { name: w.userSearch }).fill(studentEmails[0] ?? '');
      await page
        .getByRole('link', { name: w.open(fullName(first)) })
        .first()
        .click();
      await page.getByRole('button', { name: w.deactivate, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: w.deactivateTitle });
      await expect(confirm).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: w.deactivate, exact: true }).click();
      await expect(page.getByText(w.deactivated(fullName(first)))).toBeVisible();

      // The student's open session stops at once: the next page they open sends them to the login…
      await studentPage.goto('/tasks');
      await expect(studentPage).toHaveURL(/\/login/);
      // …and logging in again says the account is deactivated.
      await studentPage.getByLabel(w.email).fill(studentEmails[0] ?? '');
      await studentPage.getByLabel(w.password, { exact: true }).fill(password);
      await studentPage.getByRole('button', { name: w.login, exact: true }).click();
      await expect(studentPage.getByText(w.deactivatedLogin)).toBeVisible();
      await expect(studentPage).toHaveURL(/\/login/);

      // The admin reads all of it in the audit trail.
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: w.auditTitle })).toBeVisible();
      for (const sentence of [
        w.auditDeactivated(ADMIN_NAME, fullName(first)),
        w.auditAccepted(fullName(first)),
        ...w.students.map((s) => w.auditImported(ADMIN_NAME, fullName(s))),
        w.auditAccepted(fullName(w.tutor)),
        w.auditCreated(ADMIN_NAME, fullName(w.tutor)),
      ]) {
        await expect(
          page.getByText(sentence, { exact: true }).filter({ visible: true }).first(),
        ).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await tutorPage.context().close();
      await studentPage.context().close();
    }
  });
}

/** A page of its own (its own cookies), in the journey's language and size. */
async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  language: 'lt' | 'en',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
  });
  await context.addInitScript((lng) => window.localStorage.setItem('taskas.language', lng), language);
  return context.newPage();
}

async function setPassword(page: Page, password: string): Promise<void> {
  const lt = (await page.locator('html').getAttribute('lang')) === 'lt';
  await page.getByLabel(lt ? 'Slaptažodis' : 'Password', { exact: true }).fill(password);
  await page.getByLabel(lt ? 'Pakartokite slaptažodį' : 'Repeat password').fill(password);
  await page
    .getByRole('button', { name: lt ? 'Išsaugoti slaptažodį ir prisijungti' : 'Save password and log in' })
    .click();
}
