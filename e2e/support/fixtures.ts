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

// Workers start after global set-up, so the server's address is known here.
export const test = base.extend({ baseURL: process.env.E2E_BASE_URL });
export { expect };

/** axe-core on the current page: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
