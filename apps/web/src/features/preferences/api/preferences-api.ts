import type { Language, TPreferences, TPreferencesUpdate } from '@taskas/contracts';
import { apiAuth, apiV1 } from '../../../lib/http';

/** The saved preferences; 404 when the user never saved any (the defaults apply). */
export const getPreferences = (signal?: AbortSignal) =>
  apiV1.get<TPreferences>('/profile/preferences', { signal, retry: false });

/** Changes the given preferences; the server answers with all of them. */
export const updatePreferences = (change: TPreferencesUpdate) =>
  apiV1.patch<TPreferences>('/profile/preferences', change, { retry: false });

/** The header's language switch, as the spec sends it. */
export const saveLanguage = (preferred_language: Language) =>
  apiAuth.patch<TPreferences>('/users/preferences', { preferred_language }, { retry: false });
