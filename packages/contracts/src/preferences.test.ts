import { describe, expect, it } from 'vitest';
import { interestsForGeneration, ZInterestsUpdate, ZPreferencesUpdate } from './preferences.ts';

describe('a change to the preferences', () => {
  it("reads the language switch's preferred_language as the language", () => {
    expect(ZPreferencesUpdate.parse({ preferred_language: 'en' })).toEqual({ language: 'en' });
    expect(ZPreferencesUpdate.parse({ fontSize: 'large', autoSave: false })).toEqual({
      fontSize: 'large',
      autoSave: false,
    });
  });

  it('refuses an empty change, an unknown field and a value outside the list', () => {
    expect(ZPreferencesUpdate.safeParse({}).success).toBe(false);
    expect(ZPreferencesUpdate.safeParse({ fontsize: 'large' }).success).toBe(false);
    expect(ZPreferencesUpdate.safeParse({ studyMode: 'cram' }).success).toBe(false);
    expect(ZPreferencesUpdate.safeParse({ soundEnabled: 'yes' }).success).toBe(false);
  });
});

describe("a student's interests", () => {
  it('trims own words, collapses their spaces and drops repeats', () => {
    expect(
      ZInterestsUpdate.parse({
        chosen: ['music', 'music', 'space'],
        own: ['  stalo   tenisas ', 'Šachmatai', 'šachmatai'],
      }),
    ).toEqual({ chosen: ['music', 'space'], own: ['stalo tenisas', 'šachmatai'] });
  });

  it('refuses a sixth own word, one too short or long, markup, and an unknown choice', () => {
    const own = (words: string[]) => ZInterestsUpdate.safeParse({ chosen: [], own: words }).success;
    expect(own(['a1', 'b2', 'c3', 'd4', 'e5'])).toBe(true);
    expect(own(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'])).toBe(false);
    expect(own(['x'])).toBe(false);
    expect(own(['x'.repeat(31)])).toBe(false);
    expect(own(['<b>dainos</b>'])).toBe(false);
    expect(ZInterestsUpdate.safeParse({ chosen: ['golf'], own: [] }).success).toBe(false);
  });

  it('brings the generator theme of a particular interest along, then the own words', () => {
    expect(interestsForGeneration({ chosen: ['basketball', 'music'], own: ['šachmatai'] })).toEqual([
      'basketball',
      'sports',
      'music',
      'šachmatai',
    ]);
  });
});
