import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/bundled-i18n';
import { interestLabels, interestTags, interestValues } from './interests';

describe('interests', () => {
  const lt = createI18n('lt').t;

  it('offers the whole list of interests in the user language', () => {
    expect(interestLabels(lt)).toContain('Krepšinis');
    expect(interestLabels(lt)).toContain('Kosmosas');
    expect(interestLabels(lt)).toContain('Šokiai');
    expect(interestLabels(createI18n('en').t)).toContain('Books');
  });

  it('sends suggestions by their keys, a kind of sport with the sports theme, other words as typed', () => {
    expect(interestValues(['Krepšinis', 'kosmosas', ' šachmatai '], lt)).toEqual([
      'basketball',
      'sports',
      'space',
      'šachmatai',
    ]);
    expect(interestValues(['Šokiai'], lt)).toEqual(['dance', 'music']);
    expect(interestValues(['Krepšinis', 'Futbolas', 'Muzika', 'Menas', 'Gamta'], lt)).toHaveLength(5);
  });

  it("starts from a student's saved interests: the chosen ones by label, then their own words", () => {
    const tags = interestTags({ chosen: ['basketball', 'space'], own: ['šachmatai'] }, lt);
    expect(tags).toEqual(['Krepšinis', 'Kosmosas', 'šachmatai']);
    expect(interestValues(tags, lt)).toEqual(['basketball', 'sports', 'space', 'šachmatai']);
  });
});
