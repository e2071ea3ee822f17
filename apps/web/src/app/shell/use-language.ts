import type { Language } from '@taskas/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../features/auth/api/auth-api';
import { useAuth } from '../../features/auth/auth-context';
import { currentLanguage } from '../../lib/i18n/i18n';

/**
 * The active language and a switch that applies at once (and is remembered on this device by the
 * i18n set-up); a logged-in user's choice is also saved on the server for their next login.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { status, updateUser } = useAuth();
  const language = currentLanguage(i18n);

  const changeLanguage = useCallback(
    async (next: Language) => {
      if (next === currentLanguage(i18n)) return;
      await i18n.changeLanguage(next);
      if (status !== 'authenticated') return;
      try {
        updateUser(await authApi.saveLanguage(next));
      } catch (error) {
        // The switch already applied here; only the next login's default is affected.
        console.warn('Could not save the language preference', error);
      }
    },
    [i18n, status, updateUser],
  );

  return { language, changeLanguage };
}
