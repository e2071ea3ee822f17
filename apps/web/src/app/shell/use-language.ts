import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@taskas/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/auth-context';
import { saveLanguage } from '../../features/preferences/api/preferences-api';
import { rememberPreferences } from '../../features/preferences/use-preferences';
import { currentLanguage } from '../../lib/i18n/i18n';
import { storeLanguage } from '../../lib/i18n/language';

/**
 * The active language and a switch that applies at once (and is remembered on this device by the
 * i18n set-up); a logged-in user's choice is also saved on the server for their next login.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { status, user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  const language = currentLanguage(i18n);

  const changeLanguage = useCallback(
    async (next: Language) => {
      if (next === currentLanguage(i18n)) return;
      // The choice is kept at once (on this device, and on the server for a signed-in user) while the
      // new language's text is fetched: a reload meanwhile still opens in the new language.
      storeLanguage(next);
      const saving = status === 'authenticated' ? saveLanguage(next) : null;
      saving?.catch(() => undefined); // handled below, once the switch has applied
      await i18n.changeLanguage(next);
      if (!saving) return;
      try {
        const saved = await saving;
        if (user) {
          updateUser({ ...user, preferred_language: next });
          rememberPreferences(queryClient, user.id, saved);
        }
      } catch (error) {
        // The switch already applied here; only the next login's default is affected.
        console.warn('Could not save the language preference', error);
      }
    },
    [i18n, status, updateUser, user, queryClient],
  );

  return { language, changeLanguage };
}
