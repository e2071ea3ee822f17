import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/bundled-i18n';

// The total above the admin lists: Lithuanian has three forms for whole numbers (1, 21 paskyra;
// 2–9, 22 paskyros; 10–20, 0 paskyrų), and the number is written the way each language writes it.
describe('the number of accounts', () => {
  it('takes the right Lithuanian form', () => {
    const t = createI18n('lt').getFixedT('lt', 'home');
    const count = (n: number) => t('adminUsers.accountsCount', { count: n });
    expect([0, 1, 2, 9, 10, 11, 19, 21, 22, 101, 111].map(count)).toEqual([
      '0 paskyrų',
      '1 paskyra',
      '2 paskyros',
      '9 paskyros',
      '10 paskyrų',
      '11 paskyrų',
      '19 paskyrų',
      '21 paskyra',
      '22 paskyros',
      '101 paskyra',
      '111 paskyrų',
    ]);
    expect(count(1234)).toBe('1\u00a0234 paskyros');
  });

  it('takes the right English form', () => {
    const t = createI18n('en').getFixedT('en', 'home');
    const count = (n: number) => t('adminUsers.accountsCount', { count: n });
    expect([0, 1, 2, 1234].map(count)).toEqual(['0 accounts', '1 account', '2 accounts', '1,234 accounts']);
  });
});
