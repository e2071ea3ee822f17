import { type DemoAccount, demoAccount, expect, test } from './support/fixtures.ts';
import { logIn } from './support/journeys.ts';

const NO_ACCESS = 'Neturite prieigos prie šio puslapio';
const NOT_FOUND = 'Puslapis nerastas';

type Expectation = { path: string; url?: RegExp; text?: string };

const home: Record<DemoAccount['role'], string> = {
  student: '/student-dashboard',
  tutor: '/tutor/dashboard',
  admin: '/admin-dashboard',
};

function table(role: DemoAccount['role']): Expectation[] {
  const tutorPage = role === 'student' ? NO_ACCESS : undefined;
  const adminPage = role === 'admin' ? undefined : NO_ACCESS;
  return [
    { path: '/', url: new RegExp(`${home[role]}$`) },
    { path: '/login', url: new RegExp(`${home[role]}$`) },
    { path: '/student-dashboard', url: /\/student-dashboard$/ },
    { path: '/scoreboard', url: /\/scoreboard$/ },
    { path: '/student/assignments/1', url: /\/student\/assignments\/1$/ },
    { path: '/tutor-dashboard', url: /\/tutor\/dashboard$/, text: tutorPage },
    { path: '/tutor/dashboard', text: tutorPage },
    { path: '/tutor/students/1', text: tutorPage },
    { path: '/tutor/students/1/assign', text: tutorPage },
    { path: '/admin-dashboard', text: adminPage },
    { path: '/admin/tutor-management', text: adminPage },
    { path: '/admin/user-management', text: adminPage },
    { path: '/tasks', url: /\/tasks$/ },
    { path: '/tasks/1', url: /\/tasks\/1$/ },
    { path: '/profile', url: /\/profile$/ },
    { path: '/no/such/page', text: NOT_FOUND },
  ];
}

for (const role of ['student', 'tutor', 'admin'] as const) {
  test(`every route of the specification for a ${role}`, async ({ page }) => {
    await logIn(page, demoAccount(role));
    for (const row of table(role)) {
      await page.goto(row.path);
      if (row.url) await expect(page, row.path).toHaveURL(row.url);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, row.path).toBeVisible();
      if (row.text) await expect(heading, row.path).toHaveText(row.text);
      else await expect(heading, row.path).not.toHaveText(new RegExp(`${NO_ACCESS}|${NOT_FOUND}`));
    }
  });
}

test('an anonymous visitor reaches only the login, register, forgot and reset pages', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(path.replace('?', '\\?')));
  }
  for (const path of ['/', '/student-dashboard', '/admin/user-management', '/tutor/students/3', '/profile']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login/);
  }
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
});
