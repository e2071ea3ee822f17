// Loaded only through `import()` from math-field-input.tsx: MathLive (~800 KB) stays out of the page bundle.
import 'mathlive/fonts.css';
import { MathfieldElement } from 'mathlive';
import lithuanian from './mathlive-strings.lt.json';

let configured = false;

/**
 * MathLive's element class, set up once: fonts come from the bundled CSS, no sounds are fetched, and
 * its menus and tooltips speak Lithuanian too (English is MathLive's own).
 */
export function setUpMathLive(): typeof MathfieldElement {
  if (!configured) {
    // The @font-face rules of mathlive/fonts.css are bundled with their woff2 files; without this,
    // MathLive would look for ./fonts next to its own chunk, where no fonts are.
    MathfieldElement.fontsDirectory = null;
    MathfieldElement.soundsDirectory = null;
    MathfieldElement.keypressSound = null;
    MathfieldElement.plonkSound = null;
    MathfieldElement.strings = { lt: lithuanian };
    configured = true;
  }
  return MathfieldElement;
}
