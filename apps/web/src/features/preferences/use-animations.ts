import { useReducedMotion } from '@mantine/hooks';
import { usePreferences } from './use-preferences';

/**
 * Whether transitions and the celebration are on: the user's `animationsEnabled`, and never while the
 * system asks for reduced motion (so by default none there). Every page applies it, so it lives apart
 * from the sounds and the confetti (feedback-effects.ts), which only pages that give feedback fetch.
 */
export function useAnimationsInEffect(): boolean {
  const { preferences } = usePreferences();
  const reduced = useReducedMotion(undefined, { getInitialValueInEffect: false });
  return preferences.animationsEnabled && !reduced;
}
