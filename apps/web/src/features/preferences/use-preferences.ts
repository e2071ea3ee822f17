import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES, type Language, type TPreferences } from '@taskas/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useAuth } from '../auth/auth-context';
import { getPreferences, updatePreferences } from './api/preferences-api';
import { readStoredPreferences, storePreferences } from './preferences-storage';

/** Where the preferences in effect came from. */
export type TPreferencesSource = 'server' | 'device' | 'defaults';
export type TLoadedPreferences = { preferences: TPreferences; source: TPreferencesSource };

export const preferencesQueryKey = (userId: number) => ['preferences', userId] as const;

/** The spec's defaults in the language the user is reading in (§1 makes Lithuanian the default). */
export function defaultPreferences(language: Language): TPreferences {
  return { ...DEFAULT_PREFERENCES, language };
}

/**
 * Loads a user's preferences (spec §9): the server's, mirrored on this device; a 404 means the defaults;
 * when the server fails, this device's copy. Without one the query fails (and retries once).
 */
export async function loadPreferences(
  userId: number,
  language: Language,
  signal?: AbortSignal,
): Promise<TLoadedPreferences> {
  try {
    const preferences = await getPreferences(signal);
    storePreferences(userId, preferences);
    return { preferences, source: 'server' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { preferences: defaultPreferences(language), source: 'defaults' };
    }
    const stored = signal?.aborted ? null : await readStoredPreferences(userId);
    if (stored) return { preferences: stored, source: 'device' };
    throw error;
  }
}

export const preferencesQueryOptions = (userId: number, language: Language) =>
  queryOptions({
    queryKey: preferencesQueryKey(userId),
    queryFn: ({ signal }) => loadPreferences(userId, language, signal),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    retry: 1,
  });

/** Puts the preferences in the cache and on this device at once, before the server hears of them. */
export function rememberPreferences(queryClient: QueryClient, userId: number, preferences: TPreferences) {
  storePreferences(userId, preferences);
  queryClient.setQueryData<TLoadedPreferences>(preferencesQueryKey(userId), (loaded) => ({
    preferences,
    source: loaded?.source === 'server' ? 'server' : 'device',
  }));
}

/** What else on the page follows a changed preference. */
function refreshDependents(queryClient: QueryClient, change: Partial<TPreferences>) {
  if ('leaderboardOptOut' in change) void queryClient.invalidateQueries({ queryKey: ['scoreboard'] });
  if ('difficulty' in change) void queryClient.invalidateQueries({ queryKey: ['tasks', 'recommended'] });
}

/**
 * The preferences in effect for whoever is using the app, and the way to change them. Signed out, or
 * before they load, the defaults apply (in the language on screen). Each change applies and is kept on
 * this device at once, then is sent to the server; `reset` returns everything but the language to the
 * defaults.
 */
export function usePreferences() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const userId = status === 'authenticated' && user ? user.id : null;

  const query = useQuery({
    ...preferencesQueryOptions(userId ?? 0, language),
    enabled: userId !== null,
  });
  const loaded = userId === null ? undefined : query.data;
  const preferences = loaded?.preferences ?? defaultPreferences(language);

  const mutation = useMutation({
    mutationKey: ['preferences', 'update'],
    mutationFn: (change: Partial<TPreferences>) => updatePreferences(change),
    onMutate: (change) => {
      if (userId === null) return;
      const current =
        queryClient.getQueryData<TLoadedPreferences>(preferencesQueryKey(userId))?.preferences ?? preferences;
      rememberPreferences(queryClient, userId, { ...current, ...change });
    },
    onSuccess: (saved, change) => {
      if (userId === null) return;
      storePreferences(userId, saved);
      queryClient.setQueryData<TLoadedPreferences>(preferencesQueryKey(userId), {
        preferences: saved,
        source: 'server',
      });
      refreshDependents(queryClient, change);
    },
    // A failed save keeps the change on this device (it is already in effect); the caller says so.
  });

  const { mutate } = mutation;
  const setPreferences = useCallback((change: Partial<TPreferences>) => mutate(change), [mutate]);
  const reset = useCallback(() => {
    const { language: _kept, ...defaults } = DEFAULT_PREFERENCES;
    mutate(defaults);
  }, [mutate]);

  return {
    preferences,
    source: loaded?.source ?? ('defaults' as TPreferencesSource),
    isLoading: userId !== null && query.isPending,
    isError: userId !== null && query.isError && !loaded,
    setPreferences,
    reset,
    isSaving: mutation.isPending,
    saveFailed: mutation.isError,
    signedIn: userId !== null,
  };
}
