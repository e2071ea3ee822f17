import { type TFigureInput, ZFigureInput } from '@taskas/contracts';

/** The page theme a figure is drawn for: its strokes and labels take the theme's text colour. */
export type FigureTheme = 'light' | 'dark';

/** Mantine's body text and card colours, so a figure reads like the text beside it. */
const THEME_COLOURS: Record<FigureTheme, { text: string; background: string }> = {
  light: { text: '#212529', background: '#ffffff' },
  dark: { text: '#c9c9c9', background: '#2e2e2e' },
};

/**
 * The stored figure with the theme's colours set on its root: everything in it is drawn in `currentColor`
 * and open dots are filled with `--fig-background`, so one stored SVG serves both themes (an `<img>` does
 * not inherit the page's colour).
 */
export function themedFigure(svg: string, theme: FigureTheme): string {
  const { text, background } = THEME_COLOURS[theme];
  return svg.replace(/^<svg\b/, `<svg style="color:${text};--fig-background:${background}"`);
}

/** Where the task's figure is served; the version makes a changed figure a new URL for every cache. */
export function figureUrl(taskId: number, version: number): string {
  return `/api/v1/tasks/${taskId}/figure.svg?v=${version}`;
}

/** The stored drawing input, when it is one the client knows; anything else is no input at all. */
export function figureInputOf(json: string | null): TFigureInput | null {
  if (json === null) return null;
  try {
    const parsed = ZFigureInput.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
