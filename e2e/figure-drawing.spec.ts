import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { registerStudent } from './support/journeys.ts';

/** What the journey reads and clicks, in each interface language. */
const WORDS = {
  lt: {
    panel: 'Nubraižykite atsakymą',
    canvas: /^Brėžinys: koordinačių plokštuma/,
    point: /^Taškas \(/,
    notYet: 'Perkelkite tašką į atsakymo vietą.',
    answer: (point: string) => `Jūsų atsakymas: ${point}`,
    x: 'Taško 1 koordinatė x',
    y: 'Taško 1 koordinatė y',
    submit: 'Pateikti atsakymą',
    correct: 'Teisingai!',
  },
  en: {
    panel: 'Draw your answer',
    canvas: /^Drawing: coordinate plane/,
    point: /^Point \(/,
    notYet: 'Move the point to the answer.',
    answer: (point: string) => `Your answer: ${point}`,
    x: 'Point 1 x coordinate',
    y: 'Point 1 y coordinate',
    submit: 'Submit answer',
    correct: 'Correct!',
  },
} as const;
type TLanguage = keyof typeof WORDS;

const STUDENT = { firstName: 'Rūta', lastName: 'Brėžinytė', password: 'taskai-ir-tieses' };

type TPoint = { x: number; y: number };
type TPointInput = { kind: 'point'; plane: { step: number } };

/** The question text with real minus signs and spacing made plain. */
const plain = (question: string) => question.replace(/[−–]/g, '-').replace(/\s+/g, ' ').trim();

/** The image of A the reflection question asks for, read from its text (never from the stored answer). */
function solveReflection(question: string): TPoint | null {
  const text = plain(question);
  const pair = '\\((-?\\d+)[,;] (-?\\d+)\\)';
  const m =
    text.match(new RegExp(`^Find the coordinates of the image of A${pair} under reflection in (.+)\\.$`)) ??
    text.match(new RegExp(`^Raskite taško, simetriško taškui A${pair} (.+) atžvilgiu, koordinates\\.$`));
  if (!m) return null;
  const [x, y, about] = [Number(m[1]), Number(m[2]), m[3] ?? ''];
  if (/^(the x-axis|Ox ašies)$/.test(about)) return { x, y: -y };
  if (/^(the y-axis|Oy ašies)$/.test(about)) return { x: -x, y };
  if (/^(the origin|koordinačių pradžios taško)$/.test(about)) return { x: -x, y: -y };
  if (/^(the line |tiesės )y = x$/.test(about)) return { x: y, y: x };
  if (/^(the line |tiesės )y = -x$/.test(about)) return { x: -y, y: -x };
  const centre = about.match(new RegExp(`^(?:the point |taško )M${pair}$`));
  if (centre) return { x: 2 * Number(centre[1]) - x, y: 2 * Number(centre[2]) - y };
  const line = about.match(/^(?:the line |tiesės )([xy]) = (-?\d+)$/);
  if (line?.[1] === 'x') return { x: 2 * Number(line[2]) - x, y };
  if (line?.[1] === 'y') return { x, y: 2 * Number(line[2]) - y };
  return null;
}

/**
 * A new reflect-point task, generated as "show me another" does, whose answer can be drawn on its
 * figure; returns its address and the point the question asks for.
 */
async function drawableReflection(page: Page): Promise<{ id: number; answer: TPoint; step: number }> {
  for (let tries = 0; tries < 8; tries += 1) {
    const task = await page.evaluate(async () => {
      const csrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('csrf_token='))
        ?.slice('csrf_token='.length);
      const response = await fetch('/api/v1/tasks/generate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf ?? '') },
        body: JSON.stringify({ topic: 'reflect-point', difficulty: 'easy' }),
      });
      if (!response.ok) throw new Error(`generate: ${response.status}`);
      return (await response.json()).data;
    });
    const input = task.content.question.figure_input as TPointInput | null;
    const answer = solveReflection(task.content.question.text);
    if (input?.kind === 'point' && answer) return { id: task.id, answer, step: input.plane.step };
  }
  throw new Error('no drawable reflect-point task in 8 tries');
}

/** Where the point's dot is drawn, in the page's pixels. */
async function dotCentre(point: Locator): Promise<TPoint> {
  const box = await point.locator('circle').last().boundingBox();
  if (!box) throw new Error('the movable point is not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The coordinates a point's accessible name reads: "Point (−2; 3)" → {x: −2, y: 3}. */
async function namedAt(point: Locator): Promise<TPoint> {
  const name = (await point.getAttribute('aria-label')) ?? '';
  const m = name.replace(/−/g, '-').match(/\((-?[\d.,]+); (-?[\d.,]+)\)/);
  if (!m) throw new Error(`no coordinates in "${name}"`);
  return { x: Number(m[1]?.replace(',', '.')), y: Number(m[2]?.replace(',', '.')) };
}

const shown = (v: number) => String(v).replace('-', '−');

for (const language of ['lt', 'en'] as const) {
  const w = WORDS[language];
  const how = language === 'lt' ? 'with the arrow keys' : 'by dragging it with the mouse';

  test(`a reflection in ${language}: the student moves the point on the figure ${how}, and it is graded`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const drawingChunks = () => requested.filter((path) => /figure-drawing-canvas-.*\.(js|css)$/.test(path));

    await registerStudent(page, language as TLanguage, STUDENT);
    // Nothing so far could be drawn: Mafs has not been fetched.
    expect(drawingChunks()).toEqual([]);
    const { id, answer, step } = await drawableReflection(page);
    await page.goto(`/tasks/${id}`);

    const panel = page.getByRole('region', { name: w.panel });
    const canvas = panel.getByRole('group', { name: w.canvas });
    const point = canvas.getByRole('button', { name: w.point });
    await expect(point).toBeVisible();
    // The canvas came as its own script and style sheet, with this task.
    expect(drawingChunks().some((path) => path.endsWith('.js'))).toBe(true);
    expect(drawingChunks().some((path) => path.endsWith('.css'))).toBe(true);
    await expect(panel.getByTestId('drawn-answer')).toHaveText(w.notYet);
    await expect(page.getByRole('button', { name: w.submit })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const start = await namedAt(point);
    const steps = { x: Math.round((answer.x - start.x) / step), y: Math.round((answer.y - start.y) / step) };
    if (language === 'lt') {
      // Each arrow key moves the focused point one grid step.
      await point.focus();
      for (let i = 0; i < Math.abs(steps.x); i += 1)
        await page.keyboard.press(steps.x > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(steps.y); i += 1)
        await page.keyboard.press(steps.y > 0 ? 'ArrowUp' : 'ArrowDown');
    } else {
      // One arrow step measures the grid in pixels; the mouse then drags the point the rest of the way.
      const before = await dotCentre(point);
      await point.focus();
      await page.keyboard.press('ArrowRight');
      const after = await dotCentre(point);
      const px = after.x - before.x;
      expect(px).toBeGreaterThan(5);
      await page.mouse.move(after.x, after.y);
      await page.mouse.down();
      await page.mouse.move(after.x + ((steps.x - 1) * px) / 2, after.y - (steps.y * px) / 2, { steps: 5 });
      await page.mouse.move(after.x + (steps.x - 1) * px, after.y - steps.y * px, { steps: 5 });
      await page.mouse.up();
    }

    const drawn = `(${shown(answer.x)}; ${shown(answer.y)})`;
    await expect(point).toHaveAttribute(
      'aria-label',
      new RegExp(`\\(${shown(answer.x)}; ${shown(answer.y)}\\)$`),
    );
    await expect(panel.getByTestId('drawn-answer')).toHaveText(w.answer(drawn));
    // The drawing filled the ordinary answer: the typed fields show it too.
    await expect(page.getByRole('textbox', { name: w.x })).toHaveValue(String(answer.x));
    await expect(page.getByRole('textbox', { name: w.y })).toHaveValue(String(answer.y));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.correct, { exact: true })).toBeVisible();
    // A solved task's drawing stays as it was, no longer movable.
    await expect(canvas.getByRole('button', { name: w.point })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
