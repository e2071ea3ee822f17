import type { Page } from '@playwright/test';
import { demoAccount, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

async function logIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'El. paštas', password: 'Slaptažodis', submit: 'Prisijungti' },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

async function logOut(page: Page, menuLabel = 'naudotojo meniu', logoutText = 'Atsijungti') {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name: logoutText }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a new student registers, switches language, logs out, and the seeded tutor logs in', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Vardas', { exact: true }).fill('Austėja');
  await page.getByLabel('Pavardė').fill('Žemaitė');
  await page.getByLabel('Naudotojo vardas').fill(`austeja_${tag}`);
  await page.getByLabel('El. paštas').fill(`austeja.${tag}@example.com`);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('trupmenos-ir-procentai');
  const repeat = page.getByLabel('Pakartokite slaptažodį');
  if (await repeat.count()) await repeat.fill('trupmenos-ir-procentai');
  await page.getByRole('button', { name: 'Registruotis', exact: true }).click();

  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Austėj');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Tasks' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'LT', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(page.getByRole('link', { name: 'Užduotys' }).first()).toBeVisible();

  await logOut(page);
  const tutor = demoAccount('tutor');
  await logIn(page, tutor.email, tutor.password);
  await expect(page).toHaveURL(/\/tutor\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an anonymous visit to /tasks goes to the login page and returns there after login', async ({
  page,
}) => {
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Ftasks$/);
  const student = demoAccount('student');
  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Užduotys');
});

test('a wrong password shows the generic login error and keeps the visitor on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, demoAccount('student').email, 'definitely-wrong');
  await expect(page.getByText('Neteisingas el. paštas arba slaptažodis.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the login, register and dashboard pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/login');
  const student = demoAccount('student');
  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoSeriousA11yViolations(page);
  // The demo student's account remembers the language: wait until Lithuanian is saved again, or later
  // journeys of this student start in English.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/users/preferences') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'LT', exact: true }).click();
  expect((await saved).ok()).toBe(true);
});
