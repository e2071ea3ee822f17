import type { Page } from '@playwright/test';
import { demoAccount, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { logIn } from './support/journeys.ts';

/** The names in the first column of a table, header row left out. */
async function firstColumn(page: Page, table: string) {
  return page.getByRole('table', { name: table }).locator('tbody tr td:first-child').allInnerTexts();
}

test('a tutor sees their students, opens one and goes on to assign tasks', async ({ page }) => {
  await logIn(page, demoAccount('tutor'));
  await expect(page).toHaveURL(/\/tutor\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mokytojo skydelis');
  const students = page.getByRole('table', { name: 'Mano mokiniai' });
  await expect(students.getByRole('link')).toHaveText(['Eglė Kazlauskaitė', 'Lukas Jankauskas', 'Mia Brown']);
  await expect(students.getByRole('columnheader', { name: 'Taškai' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await students.getByRole('link', { name: 'Lukas Jankauskas' }).click();
  await expect(page).toHaveURL(/\/tutor\/students\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lukas Jankauskas');
  await expect(page.getByText('lukas@demo.taskas.lt')).toBeVisible();
  // Other journeys may have had Lukas answer tasks: his results or "nothing yet", either way the sections.
  await expect(page.getByRole('heading', { name: 'Pagrindiniai rodikliai' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Temų įvaldymas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atsakymai', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The page's own button (the empty list of assignments offers the same link further down).
  await page.getByRole('link', { name: 'Paskirti užduotis' }).first().click();
  await expect(page).toHaveURL(/\/tutor\/students\/\d+\/assign$/);
  await expect(page.getByText('Mokinys: Lukas Jankauskas')).toBeVisible();

  await page.goto('/tutor/students/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mokinys nerastas');
});

test('on a phone the tutor gets one card per student', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, demoAccount('tutor'));
  const cards = page.getByRole('list', { name: 'Mano mokiniai' }).getByRole('link');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('table')).toBeHidden();
  await cards.filter({ hasText: 'Mia Brown' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mia Brown');
});

test('an admin sees the account numbers, searches the accounts and filters them by role', async ({
  page,
}) => {
  await logIn(page, demoAccount('admin'));
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const count = async (name: string) =>
    Number((await page.getByRole('link', { name: new RegExp(`^${name}`) }).innerText()).replace(/\D/g, ''));
  await expect(page.getByRole('link', { name: /^Mokiniai\s*\d+/ })).toBeVisible();
  expect(await count('Mokiniai')).toBeGreaterThanOrEqual(3);
  expect(await count('Mokytojai')).toBeGreaterThanOrEqual(1);
  expect(await count('Administratoriai')).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Naudotojų valdymas/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Naudotojų valdymas');
  const accounts = page.getByRole('table', { name: 'Paskyros' });
  // Newest first: the journeys before this one registered more than a page of accounts, so the demo
  // accounts are looked up by their e-mail domain.
  await expect(accounts.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Paieška' }).fill('demo.taskas.lt');
  await expect(page).toHaveURL(/\?q=demo\.taskas\.lt$/);
  await expect(accounts.getByText('lukas@demo.taskas.lt')).toBeVisible();
  await expect(accounts.getByText('tutor@demo.taskas.lt')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Paieška' }).fill('lukas');
  await expect(page).toHaveURL(/\?q=lukas$/);
  await expect.poll(() => firstColumn(page, 'Paskyros')).toEqual(['Lukas Jankauskas']);
  await expect(page.getByText('1 paskyra', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Paieška' }).fill('');
  await page.getByRole('combobox', { name: 'Vaidmuo' }).selectOption('tutor');
  await expect(page).toHaveURL(/\?role=tutor$/);
  const roleColumn = accounts.locator('tbody tr td:nth-child(4)');
  await expect
    .poll(async () => [...new Set((await roleColumn.allInnerTexts()).map((role) => role.toLowerCase()))])
    .toEqual(['mokytojas']);
  expect(await firstColumn(page, 'Paskyros')).toContain('Jonas Petraitis');
});
