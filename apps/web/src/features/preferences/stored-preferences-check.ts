import { type TPreferences, ZPreferences } from '@taskas/contracts';

/** A stored copy checked against the contract; fetched only when it is read (preferences-storage.ts). */
export function checkStoredPreferences(value: unknown): TPreferences | null {
  const parsed = ZPreferences.safeParse(value);
  return parsed.success ? parsed.data : null;
}
