import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type DemoAccount = { role: 'admin' | 'tutor' | 'student'; email: string; password: string };

/** The demo accounts the server printed on its first start (see global-setup.ts). */
export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const accounts = JSON.parse(readFileSync(process.env.E2E_ACCOUNTS_FILE ?? '', 'utf8')) as DemoAccount[];
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`no seeded ${role} account was printed`);
  return account;
}

/** How Chromium words a Content-Security-Policy refusal in the console and in errors. */
const CSP_MESSAGE = /Content[ -]Security[ -]Policy|Refused to/i;

// Workers start after global set-up, so the server's address is known here.
export const test = base.extend<{ noCspViolations: undefined }>({
  baseURL: process.env.E2E_BASE_URL,
  /**
   * Every journey fails at its end if the page broke the server's Content-Security-Policy: what the
   * console and page errors say about it, and each `securitypolicyviolation` event, in every page
   * of the test's browser context.
   */
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__taskasCspViolation', ({ page }, text: string) => {
        violations.push(`securitypolicyviolation on ${page.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        window.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __taskasCspViolation?: (text: string) => void })
              .__taskasCspViolation;
            report?.(
              `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
                (event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''),
            );
          },
          true,
        );
      });
      context.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text())) {
          violations.push(`console ${message.type()} on ${message.page()?.url()}: ${message.text()}`);
        }
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        if (CSP_MESSAGE.test(`${error.message}\n${error.stack ?? ''}`)) {
          violations.push(`page error on ${webError.page()?.url()}: ${error.message}`);
        }
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** axe-core on the current page, once its animations have finished: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dialog still fading in has half-transparent text: axe would measure its contrast mid-animation.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Spinners run forever; only transitions that end are waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
