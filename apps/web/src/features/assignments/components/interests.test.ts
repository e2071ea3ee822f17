import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { interestLabels, interestValues } from './interests';

describe('interests', () => {
  const lt = createI18n('lt').t;

  it('offers the suggestions in the user language', () => {
    expect(interestLabels(lt)).toContain('Krepšinis');
    expect(interestLabels(lt)).toContain('Kosmosas');
  });

  it('sends suggestions by their keys, a kind of sport with the sports theme, other words as typed', () => {
    expect(interestValues(['Krepšinis', 'kosmosas', ' šachmatai '], lt)).toEqual([
      'basketball',
      'sports',
      'space',
      'šachmatai',
    ]);
    expect(interestValues(['Krepšinis', 'Futbolas', 'Muzika', 'Menas', 'Gamta'], lt)).toHaveLength(5);
  });
});
