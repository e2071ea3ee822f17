import { DEFAULT_PREFERENCES } from '@taskas/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY, readStoredPreferences, storePreferences } from './preferences-storage';

describe('the preferences kept on this device', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives back what was stored for the same user, under the one key', async () => {
    const mine = { ...DEFAULT_PREFERENCES, fontSize: 'large' as const, studyMode: 'exam' as const };
    storePreferences(7, mine);
    expect(Object.keys(window.localStorage)).toEqual([PREFERENCES_STORAGE_KEY]);
    await expect(readStoredPreferences(7)).resolves.toEqual(mine);
  });

  it("never hands one user another user's preferences", async () => {
    storePreferences(7, { ...DEFAULT_PREFERENCES, soundEnabled: false });
    await expect(readStoredPreferences(8)).resolves.toBeNull();
  });

  it('fills fields an older copy lacks with the defaults, and ignores a damaged copy', async () => {
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ userId: 7, preferences: { fontSize: 'small' } }),
    );
    await expect(readStoredPreferences(7)).resolves.toEqual({ ...DEFAULT_PREFERENCES, fontSize: 'small' });
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    await expect(readStoredPreferences(7)).resolves.toBeNull();
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ userId: 7, preferences: { fontSize: 'enormous' } }),
    );
    await expect(readStoredPreferences(7)).resolves.toBeNull();
  });
});
