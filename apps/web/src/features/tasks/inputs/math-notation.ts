import type { MathNotation } from '@taskas/contracts';
import { createContext, useContext } from 'react';

/**
 * How MathText draws TeX: `latex` with KaTeX (the default, and wherever no preferences are provided),
 * `mathjax` with MathJax (its speech and explorer for screen-reader users). PreferencesEffects provides
 * the signed-in user's choice.
 */
export const MathNotationContext = createContext<MathNotation>('latex');

export const useMathNotation = () => useContext(MathNotationContext);
