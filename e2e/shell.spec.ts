import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { registerStudent } from './support/journeys.ts';

/** What the journey reads and clicks in the shell, in each interface language. */
const WORDS = {
  lt: {
    userMenu: 'naudotojo meniu',
    profile: 'Profilis',
    logout: 'Atsijungti',
    notifications: 'Pranešimai',
    noNotifications: 'Pranešimų nėra',
    terms: 'Naudojimo sąlygos',
    termsTitle: 'Naudojimo sąlygos',
    close: 'Uždaryti',
    openMenu: 'Atidaryti meniu',
    sidebar: 'Meniu',
    scoreboard: 'Rezultatai',
    sessionTitle: 'Jūsų sesija netrukus baigsis',
    extend: 'Pratęsti sesiją',
    extended: 'Sesija pratęsta.',
  },
  en: {
    userMenu: 'user menu',
    profile: 'Profile',
    logout: 'Log out',
    notifications: 'Notifications',
    noNotifications: 'No notifications',
    terms: 'Terms',
    termsTitle: 'Terms of use',
    close: 'Close',
    openMenu: 'Open menu',
    sidebar: 'Menu',
    scoreboard: 'Scoreboard',
    sessionTitle: 'Your session is about to expire',
    extend: 'Extend Session',
    extended: 'Your session has been extended.',
  },
} as const;

const STUDENT = { firstName: 'Gintarė', lastName: 'Trupmenaitė', password: 'trupmenos-ir-kampai' };

const SESSION_STATUS = /\/api\/users\/session\/status(\?|$)/;

/** The next session checks answer "about to expire" (the server's answer, with a minute and a half left). */
async function sessionAboutToExpire(page: Page) {
  await page.route(SESSION_STATUS, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = {
      ...body.data,
      remaining_seconds: 90,
      remaining_minutes: 1,
      remaining_display: '01:30',
      is_expiring_soon: true,
    };
    await route.fulfill({ response, json: body });
  });
}

for (const language of ['lt', 'en'] as const) {
  const w = WORDS[language];

  test(`the shell in ${language}: user menu, notifications, footer dialog, session warning and phone sidebar stay accessible while open`, async ({
    page,
  }) => {
    // A fake clock that keeps running, so that the session check can be brought forward.
    await page.clock.install();
    await registerStudent(page, language, STUDENT);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);

    // The avatar's name starts with the initials it shows.
    const menuButton = banner.getByRole('button', { name: w.userMenu });
    const initials = (await menuButton.innerText()).trim();
    expect(initials).toMatch(/^\p{Lu}{1,2}$/u);
    await expect(menuButton).toHaveAccessibleName(`${initials} – ${w.userMenu}`);
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([w.profile, w.logout]);
    await expectNoSeriousA11yViolations(page);
    await expect(menu).toHaveAccessibleDescription(new RegExp(`${STUDENT.firstName} ${STUDENT.lastName}`));
    // Opened, the menu focuses its first item; the arrow keys move between the items.
    await expect(menu.getByRole('menuitem', { name: w.profile })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: w.logout })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await banner.getByRole('button', { name: w.notifications }).click();
    await expect(page.getByText(w.noNotifications)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByText(w.noNotifications)).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: w.terms }).click();
    const terms = page.getByRole('dialog', { name: w.termsTitle });
    await expect(terms).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await terms.getByRole('button', { name: w.close }).click();
    await expect(terms).toBeHidden();

    // The session warning: the next check finds the session about to expire.
    await sessionAboutToExpire(page);
    await page.clock.fastForward('05:01');
    const warning = page.getByRole('dialog', { name: w.sessionTitle });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: w.extend })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.unroute(SESSION_STATUS);
    await warning.getByRole('button', { name: w.extend }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByText(w.extended)).toBeVisible();

    // A phone: the sidebar is a dialog of its own, with no second banner.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: w.openMenu }).click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByRole('navigation', { name: w.sidebar })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await sidebar.getByRole('link', { name: w.scoreboard }).click();
    await expect(page).toHaveURL(/\/scoreboard$/);
    await expect(sidebar).toBeHidden();
  });
}
