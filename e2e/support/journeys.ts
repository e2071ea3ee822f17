import type { Page } from '@playwright/test';
import { type DemoAccount, expect } from './fixtures.ts';

/** Logs a demo account in through the login page (the page starts in Lithuanian, the default). */
export async function logIn(page: Page, account: DemoAccount) {
  await page.goto('/login');
  await page.getByLabel('El. paštas').fill(account.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Switches the interface language with the header's LT / EN buttons. */
export async function switchLanguage(page: Page, code: 'LT' | 'EN') {
  await page
    .getByRole('group', { name: /Kalba|Language/ })
    .first()
    .getByRole('button', { name: code })
    .click();
}

/** The registration form's words in each language. */
export const REGISTER = {
  lt: {
    switcher: 'LT',
    firstName: 'Vardas',
    lastName: 'Pavardė',
    username: 'Naudotojo vardas',
    email: 'El. paštas',
    password: 'Slaptažodis',
    repeat: 'Pakartokite slaptažodį',
    register: 'Registruotis',
    tutorRole: 'Mokytojas',
  },
  en: {
    switcher: 'EN',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    repeat: 'Repeat password',
    register: 'Register',
    tutorRole: 'Tutor',
  },
} as const;

/**
 * Fills the registration form of the page shown, in `language` (switched to first), and registers; the
 * username and e-mail are made unique from the first name.
 */
export async function fillRegistration(
  page: Page,
  language: keyof typeof REGISTER,
  person: { firstName: string; lastName: string; password: string },
  options: { tutor?: boolean } = {},
) {
  const w = REGISTER[language];
  const tag = `${language}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const login = person.firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  await page.getByRole('button', { name: w.switcher, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (options.tutor) await page.getByRole('radio', { name: w.tutorRole }).check();
  await page.getByLabel(w.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(w.lastName).fill(person.lastName);
  await page.getByLabel(w.username).fill(`${login}_${tag}`);
  await page.getByLabel(w.email).fill(`${login}.${tag}@example.com`);
  await page.getByLabel(w.password, { exact: true }).fill(person.password);
  await page.getByLabel(w.repeat).fill(person.password);
  await page.getByRole('button', { name: w.register, exact: true }).click();
}

/** A new student, registered the way a visitor registers, in the language they picked. */
export async function registerStudent(
  page: Page,
  language: keyof typeof REGISTER,
  person: { firstName: string; lastName: string; password: string },
) {
  await page.goto('/register');
  await fillRegistration(page, language, person);
  await expect(page).toHaveURL(/\/student-dashboard$/);
}
