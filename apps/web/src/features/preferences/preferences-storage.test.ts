import { DEFAULT_PREFERENCES } from '@taskas/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY, readStoredPreferences, storePreferences } from './preferences-storage';

describe('the preferences kept on this device', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives back what was stored for the same user, under the one key', () => {
    const mine = { ...DEFAULT_PREFERENCES, fontSize: 'large' as const, studyMode: 'exam' as const };
    storePreferences(7, mine);
    expect(Object.keys(window.localStorage)).toEqual([PREFERENCES_STORAGE_KEY]);
    expect(readStoredPreferences(7)).toEqual(mine);
  });

  it("never hands one user another user's preferences", () => {
    storePreferences(7, { ...DEFAULT_PREFERENCES, soundEnabled: false });
    expect(readStoredPreferences(8)).toBeNull();
  });

  it('fills fields an older copy lacks with the defaults, and ignores a damaged copy', () => {
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ userId: 7, preferences: { fontSize: 'small' } }),
    );
    expect(readStoredPreferences(7)).toEqual({ ...DEFAULT_PREFERENCES, fontSize: 'small' });
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    expect(readStoredPreferences(7)).toBeNull();
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ userId: 7, preferences: { fontSize: 'enormous' } }),
    );
    expect(readStoredPreferences(7)).toBeNull();
  });
});
