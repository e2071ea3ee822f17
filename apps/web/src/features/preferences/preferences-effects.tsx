import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { MathNotationContext } from '../tasks/inputs/math-notation';
import { useAnimationsInEffect } from './use-animations';
import { usePreferences } from './use-preferences';

/**
 * Puts the preferences in effect on every page (mounted once, inside the AuthProvider):
 * - `fontSize` as `<html data-font-size="small|medium|large">`: global.css sets the root font size, and
 *   everything sized in rem (Mantine) or em (KaTeX, MathJax) follows;
 * - animations as `<html data-motion="on|off">`: off (the user's choice, or the system asking for reduced
 *   motion) turns every transition and animation off in global.css;
 * - `mathNotation` for every MathText below;
 * - `autoSave` off: this user's drafts are removed from this device (off means nothing is kept).
 */
export function PreferencesEffects({ children }: { children: ReactNode }) {
  const { preferences, signedIn } = usePreferences();
  const { user } = useAuth();
  const animations = useAnimationsInEffect();
  const { fontSize, mathNotation, autoSave } = preferences;
  const userId = signedIn ? (user?.id ?? null) : null;

  useEffect(() => {
    // Rarely needed, so the drafts' code is fetched then rather than with every page.
    if (userId !== null && !autoSave)
      void import('../tasks/drafts').then(({ clearAllDrafts }) => clearAllDrafts(userId));
  }, [userId, autoSave]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.fontSize = fontSize;
    return () => {
      delete root.dataset.fontSize;
    };
  }, [fontSize]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.motion = animations ? 'on' : 'off';
    return () => {
      delete root.dataset.motion;
    };
  }, [animations]);

  return <MathNotationContext.Provider value={mathNotation}>{children}</MathNotationContext.Provider>;
}
