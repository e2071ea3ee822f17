import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { type DemoAccount, demoAccount, expect, test } from './support/fixtures.ts';
import { logIn, switchLanguage } from './support/journeys.ts';

/** Every demo student the server printed (the tutor's three). */
function demoStudent(emailStart: string): DemoAccount {
  const accounts = JSON.parse(readFileSync(process.env.E2E_ACCOUNTS_FILE ?? '', 'utf8')) as DemoAccount[];
  const account = accounts.find((a) => a.role === 'student' && a.email.startsWith(emailStart));
  if (!account) throw new Error(`no demo student ${emailStart}`);
  return account;
}

/**
 * A linked student answers a recommended task from another device, through the API: the hint ladder
 * tells the answer, and a right answer of the kind asked for is a counted try.
 */
async function studentAnswersATask(student: DemoAccount) {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const login = await api.post('/api/users/login', {
      data: { email: student.email, password: student.password },
    });
    expect(login.ok()).toBe(true);
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
    const headers = { 'x-csrf-token': decodeURIComponent(csrf) };
    const post = async (path: string, data: unknown) => {
      const response = await api.post(`/api/v1${path}`, { data, headers });
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return (await response.json()).data;
    };
    const recommended = await (await api.get('/api/v1/tasks/recommended?limit=1')).json();
    const taskId: number = recommended.data[0].task.id;
    let revealed: string | null = null;
    for (let rung = 0; rung < 20 && revealed === null; rung += 1) {
      const hint = await post('/help/progressive', { task_id: taskId });
      if (hint.is_final) revealed = String(hint.solution.answer);
    }
    if (revealed === null) throw new Error('the hint ladder never reached its last rung');
    const answer = revealed.match(/^([A-D])\)/)?.[1] ?? revealed;
    const result = await post(`/tasks/${taskId}/submit`, { answer });
    expect(result.attempt_id, 'the answer is a counted try').not.toBeNull();
  } finally {
    await api.dispose();
  }
}

/**
 * axe on the header and the open list, which this journey is about (the page behind them is another
 * feature's and has journeys of its own): no serious or critical findings.
 */
async function expectBellAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('header').include('[role="dialog"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Starts the tutor's list empty: earlier journeys may have left today's summaries, read or not. */
async function clearNotifications(page: Page) {
  await page.evaluate(async () => {
    const csrf = document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith('csrf_token='))
      ?.slice('csrf_token='.length);
    const headers = { 'x-csrf-token': decodeURIComponent(csrf ?? '') };
    for (;;) {
      const list = await (await fetch('/api/v1/notifications?limit=50')).json();
      if (list.data.length === 0) return;
      for (const n of list.data) await fetch(`/api/v1/notifications/${n.id}`, { method: 'DELETE', headers });
    }
  });
}

const WORDS = {
  lt: {
    bell: 'Pranešimai',
    unread: (n: number) => (n === 1 ? 'Pranešimai, 1 neperskaitytas' : `Pranešimai, ${n} neperskaityti`),
    heading: 'Pranešimai',
    title: 'Savarankiška praktika',
    egle: /^Eglė Kazlauskaitė šiandien savarankiškai sprendė \d+ užduot(į|is|ių)\.$/,
    other: /Lukas Jankauskas šiandien savarankiškai sprendė \d+ užduot(į|is|ių)\./,
    justNow: 'Ką tik',
    markAll: 'Pažymėti visus kaip perskaitytus',
    delete: 'Ištrinti pranešimą: Savarankiška praktika',
    empty: 'Pranešimų nėra',
  },
  en: {
    bell: 'Notifications',
    unread: (n: number) => `Notifications, ${n} unread`,
    heading: 'Notifications',
    title: 'Practice on their own',
    egle: /^Eglė Kazlauskaitė practised on their own today: \d+ tasks?\.$/,
    other: /Mia Brown practised on their own today: \d+ tasks?\./,
    justNow: 'Just now',
    markAll: 'Mark all as read',
    delete: 'Delete notification: Practice on their own',
    empty: 'No notifications',
  },
} as const;

const JOURNEYS = [
  { language: 'lt', viewport: { width: 1280, height: 800 }, other: 'lukas' },
  { language: 'en', viewport: { width: 390, height: 844 }, other: 'mia' },
] as const;

// The demo tutor's saved language is Lithuanian for the journeys after this one, whatever happened here.
test.afterEach(async ({ page }) => {
  await page.evaluate(async () => {
    const csrf = document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith('csrf_token='))
      ?.slice('csrf_token='.length);
    await fetch('/api/users/preferences', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf ?? '') },
      body: JSON.stringify({ preferred_language: 'lt' }),
    });
  });
});

for (const { language, viewport, other } of JOURNEYS) {
  const w = WORDS[language];

  test(`a tutor is told at once that linked students practised, in ${language} at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, demoAccount('tutor'));
    if (language === 'en') await switchLanguage(page, 'EN');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await clearNotifications(page);
    await page.goto('/tutor/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: w.bell, exact: true })).toBeVisible();

    // Two students practise elsewhere; the badge counts them within seconds (the stream, not the 30 s poll).
    await studentAnswersATask(demoStudent('egle'));
    await expect(banner.getByRole('button', { name: w.unread(1), exact: true })).toBeVisible({
      timeout: 5_000,
    });
    await studentAnswersATask(demoStudent(other));
    const bell = banner.getByRole('button', { name: w.unread(2), exact: true });
    await expect(bell).toBeVisible({ timeout: 5_000 });
    await expect(bell).toContainText('2');

    await bell.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('heading', { name: w.heading })).toBeVisible();
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const egle = items.filter({ hasText: /Eglė Kazlauskaitė/ });
    await expect(egle.getByText(w.egle)).toBeVisible();
    await expect(egle).toContainText(w.title);
    await expect(egle.locator('time')).toHaveText(w.justNow);
    await expect(items.first()).toContainText(w.other);
    await expectBellAccessible(page);

    // Opening the notification goes to the student's page and marks it read.
    await egle.getByRole('button', { name: /Eglė Kazlauskaitė/ }).click();
    await expect(page).toHaveURL(/\/tutor\/students\/\d+$/);
    await expect(panel).toBeHidden();
    const oneLeft = banner.getByRole('button', { name: w.unread(1), exact: true });
    await expect(oneLeft).toBeVisible();

    await oneLeft.click();
    await page.getByRole('button', { name: w.markAll }).click();
    await expect(banner.getByRole('button', { name: w.bell, exact: true })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    await page.getByRole('button', { name: w.delete }).first().click();
    await expect(items).toHaveCount(1);
    await expectBellAccessible(page);
    await page.getByRole('button', { name: w.delete }).click();
    await expect(page.getByText(w.empty)).toBeVisible();
    // The deleted row's button is gone; focus stays in the list, so Escape still closes it.
    await expect(panel.getByRole('heading', { name: w.heading })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByText(w.empty)).toBeHidden();
  });
}

test('a hidden tab gives its stream back, and a visible one takes it again', async ({ page }) => {
  const streams: { closed: boolean }[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/notifications/stream')) return;
    const stream = { closed: false };
    streams.push(stream);
    const close = (finished: typeof request) => {
      if (finished === request) stream.closed = true;
    };
    page.on('requestfailed', close);
    page.on('requestfinished', close);
  });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await logIn(page, demoAccount('tutor'));
  await expect.poll(() => streams.filter((s) => !s.closed).length).toBe(1);
  // Browsers open at most six connections to one host: every hidden tab holding a stream would starve the rest.
  await setVisibility('hidden');
  await expect.poll(() => streams.filter((s) => !s.closed).length).toBe(0);
  await setVisibility('visible');
  await expect.poll(() => streams.filter((s) => !s.closed).length).toBe(1);
  expect(streams.length).toBe(2);
});
