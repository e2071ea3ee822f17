import { DEFAULT_PREFERENCES, type TPreferences } from '@taskas/contracts';

/** The one local-storage key that mirrors the signed-in user's preferences on this device (spec §9). */
export const PREFERENCES_STORAGE_KEY = 'taskas.preferences';

type TStoredPreferences = { userId: number; preferences: TPreferences };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The preferences this device last saved for this user, or null (another user's, none, or unreadable).
 * Fields missing from an older copy take their defaults. Read only when the server cannot answer, so
 * the schema (and zod with it) is fetched then rather than with every page.
 */
export async function readStoredPreferences(userId: number, store = storage()): Promise<TPreferences | null> {
  try {
    const raw = store?.getItem(PREFERENCES_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<TStoredPreferences>;
    if (stored.userId !== userId) return null;
    const { checkStoredPreferences } = await import('./stored-preferences-check');
    return checkStoredPreferences({ ...DEFAULT_PREFERENCES, ...stored.preferences });
  } catch {
    return null;
  }
}

export function storePreferences(userId: number, preferences: TPreferences, store = storage()): void {
  try {
    store?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ userId, preferences }));
  } catch {
    // Private mode or a full storage: the server still has them.
  }
}
