import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { registerStudent } from './support/journeys.ts';

/** What the journeys read and click, in each interface language. */
const WORDS = {
  lt: {
    tasks: 'Užduotys',
    topic: 'Tema',
    difficulty: 'Sunkumas',
    veryEasy: 'Labai lengva',
    easy: 'Lengva',
    expressions: 'Raidiniai reiškiniai',
    coordinates: 'Koordinačių plokštuma ir vektoriai',
    inequalities: 'Tiesinės nelygybės ir jų sistemos',
    answer: 'Jūsų atsakymas',
    asText: 'Rašyti kaip tekstą',
    submit: 'Pateikti atsakymą',
    correct: 'Teisingai!',
    incorrect: 'Neteisingai.',
    plane: 'Koordinačių plokštuma, keičiamas taškas 1',
    x: 'Taško 1 koordinatė x',
    y: 'Taško 1 koordinatė y',
    interval: 'Intervalas',
    leftBracket: 'Kairysis skliaustas',
    leftValue: 'Kairysis galas',
    leftInfinite: '−∞ (minus begalybė)',
    rightBracket: 'Dešinysis skliaustas',
    rightValue: 'Dešinysis galas',
    rightInfinite: '+∞ (plius begalybė)',
    closedLeft: '[ – priklauso',
    openLeft: '( – nepriklauso',
    closedRight: '] – priklauso',
    openRight: ') – nepriklauso',
    preview: 'Bus pateikta:',
  },
  en: {
    tasks: 'Tasks',
    topic: 'Topic',
    difficulty: 'Difficulty',
    veryEasy: 'Very easy',
    easy: 'Easy',
    expressions: 'Algebraic expressions',
    coordinates: 'Coordinate plane and vectors',
    inequalities: 'Linear inequalities and their systems',
    answer: 'Your answer',
    asText: 'Type as text',
    submit: 'Submit answer',
    correct: 'Correct!',
    incorrect: 'Incorrect.',
    plane: 'Coordinate plane, moving point 1',
    x: 'Point 1 x coordinate',
    y: 'Point 1 y coordinate',
    interval: 'Interval',
    leftBracket: 'Left bracket',
    leftValue: 'Left end',
    leftInfinite: '−∞ (minus infinity)',
    rightBracket: 'Right bracket',
    rightValue: 'Right end',
    rightInfinite: '+∞ (plus infinity)',
    closedLeft: '[ – included',
    openLeft: '( – not included',
    closedRight: '] – included',
    openRight: ') – not included',
    preview: 'Will be submitted:',
  },
} as const;
type TLanguage = keyof typeof WORDS;

const STUDENT = { firstName: 'Jonas', lastName: 'Formulė', password: 'reiskiniai-ir-taskai' };

/** The task list narrowed with its own filters, as a student narrows it; returns the task links. */
async function filterTasks(page: Page, language: TLanguage, topic: string, difficulty: string) {
  const w = WORDS[language];
  await page.getByRole('link', { name: w.tasks }).first().click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.tasks);
  await page.getByRole('combobox', { name: w.topic, exact: true }).selectOption({ label: topic });
  await expect(page).toHaveURL(/[?&]topic=/);
  await page.getByRole('combobox', { name: w.difficulty, exact: true }).selectOption({ label: difficulty });
  await expect(page).toHaveURL(/[?&]difficulty=/);
  const links = page.getByRole('list', { name: w.tasks }).getByRole('link');
  // The previous page stays on screen while the filtered one loads: wait until every card fits.
  await expect(links.first()).toBeVisible();
  await expect(links.filter({ hasNotText: topic })).toHaveCount(0);
  await expect(links.filter({ hasNotText: new RegExp(difficulty, 'i') })).toHaveCount(0);
  return links;
}

/**
 * Opens the listed tasks in turn until `solve` can answer one from its question text (the test never
 * reads the stored answer); `skip` leaves out task addresses already used.
 */
async function openSolvable<T>(
  page: Page,
  links: Locator,
  solve: (question: string) => T | null,
  skip: readonly string[] = [],
): Promise<{ solved: T; url: string }> {
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    if (skip.some((url) => url.endsWith(href))) continue;
    // Found by its address, not its place: the list may re-render while the test goes back and forth.
    const link = links.and(page.locator(`[href="${href}"]`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const question = page.getByTestId('task-question');
    await expect(question).not.toBeEmpty();
    const solved = solve(await question.innerText());
    if (solved) return { solved, url: page.url() };
    await page.goBack();
    await expect(link).toBeVisible();
  }
  throw new Error('none of the listed tasks is one the test can solve from its text');
}

/** Every script and style sheet address the page requests from now on, and MathLive's among them. */
function recordRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return {
    mathLiveScripts: () => requested.filter((path) => /mathlive/i.test(path) && path.endsWith('.js')),
  };
}

/** The question text with real minus signs and spacing made plain. */
const plain = (question: string) => question.replace(/[−–]/g, '-').replace(/\s+/g, ' ').trim();

const signed = (sign: string | undefined, raw: string) => (sign === '-' ? -1 : 1) * Number(raw);
const coefficient = (raw: string) => (raw === '' ? 1 : raw === '-' ? -1 : Number(raw));

/** `k(ay + b)` expanded, from "Expand and simplify 6(5y + 8)." — and the sign slip a student makes. */
type TExpanded = { right: string; wrong: string };
function solveExpansion(question: string): TExpanded | null {
  const m = plain(question).match(
    /^(?:Atskliauskite ir suprastinkite|Expand and simplify) (\d+)\((\d*)([a-z]) ([+-]) (\d+)\)\.$/,
  );
  if (!m) return null;
  const [k, a, v, b] = [Number(m[1]), coefficient(m[2] ?? ''), m[3] ?? 'x', signed(m[4], m[5] ?? '0')];
  const term = (c: number) => (c === 1 ? '' : String(c));
  const withSign = (c: number) => (c < 0 ? `-${-c}` : `+${c}`);
  return {
    right: `${term(k * a)}${v}${withSign(k * b)}`,
    // Only the first term multiplied out: k(ay + b) = kay + b.
    wrong: `${term(k * a)}${v}${withSign(b)}`,
  };
}

/** The point a reflection or a midpoint question asks for, solved from its text. */
type TPointAnswer = { x: number; y: number };
function solvePoint(question: string): TPointAnswer | null {
  const text = plain(question);
  const num = '(-?\\d+)';
  const pair = `\\(${num}[,;] ${num}\\)`;
  const reflection =
    text.match(new RegExp(`^Find the coordinates of the image of A${pair} under reflection in (.+)\\.$`)) ??
    text.match(new RegExp(`^Raskite taško, simetriško taškui A${pair} (.+) atžvilgiu, koordinates\\.$`));
  if (reflection) {
    const [x, y] = [Number(reflection[1]), Number(reflection[2])];
    const about = reflection[3] ?? '';
    if (/^(the x-axis|Ox ašies)$/.test(about)) return { x, y: -y };
    if (/^(the y-axis|Oy ašies)$/.test(about)) return { x: -x, y };
    if (/^(the origin|koordinačių pradžios taško)$/.test(about)) return { x: -x, y: -y };
    if (/^(the line y = x|tiesės y = x)$/.test(about)) return { x: y, y: x };
    return null;
  }
  const midpoint =
    text.match(new RegExp(`^Find the coordinates of the midpoint of AB for A${pair} and B${pair}\\.$`)) ??
    text.match(new RegExp(`^Raskite atkarpos AB vidurio taško koordinates, kai A${pair} ir B${pair}\\.$`));
  if (midpoint) {
    const [ax, ay, bx, by] = midpoint.slice(1, 5).map(Number) as [number, number, number, number];
    return { x: (ax + bx) / 2, y: (ay + by) / 2 };
  }
  return null;
}

/** `ax + b > c` solved for x: the bound, which side x lies on, and whether the bound belongs. */
type TRay = { bound: number; above: boolean; closed: boolean };
function solveInequality(question: string): TRay | null {
  const m = plain(question).match(
    /^(?:Išspręskite nelygybę|Solve the inequality) (-?\d*)x ([+-]) (\d+) (<|>|≤|≥) (-?\d+)\.$/,
  );
  if (!m) return null;
  const [a, b, c] = [coefficient(m[1] ?? ''), signed(m[2], m[3] ?? '0'), Number(m[5])];
  const bound = (c - b) / a;
  if (!Number.isInteger(bound)) return null;
  const greater = m[4] === '>' || m[4] === '≥';
  // Dividing by a negative coefficient turns the inequality round.
  return { bound, above: a > 0 ? greater : !greater, closed: m[4] === '≤' || m[4] === '≥' };
}

test('an expression in Lithuanian: MathLive loads with the task, takes typed answers, and "type as text" also works', async ({
  page,
}) => {
  const w = WORDS.lt;
  const requests = recordRequests(page);

  await registerStudent(page, 'lt', STUDENT);
  const links = await filterTasks(page, 'lt', w.expressions, w.veryEasy);
  const expansions = links.filter({ hasText: /Atskliauskite ir suprastinkite/ });
  await expect(expansions.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The list (and everything before it) never fetched the formula editor.
  expect(requests.mathLiveScripts()).toEqual([]);

  const first = await openSolvable(page, expansions, solveExpansion);
  const field = page.getByTestId('math-field');
  await expect(field).toBeVisible();
  await expect(page.getByText(w.answer, { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: w.asText })).not.toBeChecked();
  // MathLive's chunk came with the expression task.
  expect(requests.mathLiveScripts()).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // MathLive's own menu speaks Lithuanian and offers only what an answer needs.
  await field.locator('[part="menu-toggle"]').click();
  await expect(page.getByRole('menuitem', { name: 'Įklijuoti' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Įterpti', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Paste|matric|Spalva/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  // A slip first: only the first term multiplied out. MathLive moves the focus into its field a
  // moment after the click (a timer after its first render), so the keys wait for the caret.
  await field.click();
  await expect(field).toBeFocused();
  // What has the focus inside the field is named by the field's label, for screen readers.
  await expect(page.getByRole('textbox', { name: w.answer, exact: true })).toHaveCount(1);
  await page.keyboard.type(first.solved.wrong);
  await expect(field).toHaveJSProperty('value', first.solved.wrong);
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.incorrect, { exact: true })).toBeVisible();

  // Everything typed goes; the right answer comes in its place.
  await field.click();
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveJSProperty('value', '');
  await page.keyboard.type(first.solved.right);
  await expect(field).toHaveJSProperty('value', first.solved.right);
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.correct, { exact: true })).toBeVisible();
  await expect(page.getByText(w.incorrect, { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Another expansion, typed as plain text this time.
  await page.goBack();
  const second = await openSolvable(page, expansions, solveExpansion, [first.url]);
  await expect(page.getByTestId('math-field')).toBeVisible();
  await page.getByRole('switch', { name: w.asText }).check();
  await expect(page.getByTestId('math-field')).toHaveCount(0);
  const box = page.getByRole('textbox', { name: w.answer });
  await expect(box).toBeVisible();
  await box.fill(second.solved.right.replace(/([+-])/g, ' $1 '));
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.correct, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The second expression task needed no second download of MathLive's script.
  expect(requests.mathLiveScripts()).toHaveLength(1);
});

test('a point in English: typed into the fields, it moves the point drawn on the figure, and is graded', async ({
  page,
}) => {
  const w = WORDS.en;
  const requests = recordRequests(page);
  await registerStudent(page, 'en', STUDENT);
  const links = await filterTasks(page, 'en', w.coordinates, w.veryEasy);
  const points = links.filter({ hasText: /image of A|midpoint of AB/ });
  const { solved } = await openSolvable(page, points, solvePoint);

  // The point is drawn on the task's figure: the answer has no plane of its own, only the fields.
  await expect(page.getByRole('application', { name: w.plane })).toHaveCount(0);
  const drawing = page.getByRole('region', { name: 'Draw your answer' });
  await expect(drawing.getByRole('button', { name: /^Point \(/ })).toBeVisible();
  await page.getByRole('textbox', { name: w.x }).fill(String(solved.x));
  await page.getByRole('textbox', { name: w.y }).fill(String(solved.y));

  const shown = (v: number) => String(v).replace('-', '−');
  const point = `(${shown(solved.x)}; ${shown(solved.y)})`;
  await expect(drawing.getByRole('button', { name: /^Point \(/ })).toHaveAttribute(
    'aria-label',
    new RegExp(`\\(${shown(solved.x)}; ${shown(solved.y)}\\)$`),
  );
  await expect(page.getByTestId('answer-preview')).toHaveText(`${w.preview} ${point}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.correct, { exact: true })).toBeVisible();
  // A task without expressions never fetches the formula editor.
  expect(requests.mathLiveScripts()).toEqual([]);
});

for (const language of ['lt', 'en'] as const) {
  const w = WORDS[language];

  test(`an inequality in ${language}: the student builds the interval end by end`, async ({ page }) => {
    const requests = recordRequests(page);
    await registerStudent(page, language, STUDENT);
    const links = await filterTasks(page, language, w.inequalities, w.easy);
    const inequalities = links.filter({ hasText: /x [+−] \d+ [<>≤≥]/ });
    const { solved } = await openSolvable(page, inequalities, solveInequality);

    const builder = page.getByRole('group', { name: w.interval, exact: true });
    await expect(builder).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const bound = String(solved.bound);
    if (solved.above) {
      await page
        .getByRole('combobox', { name: w.leftBracket })
        .selectOption({ label: solved.closed ? w.closedLeft : w.openLeft });
      await page.getByRole('textbox', { name: w.leftValue }).fill(bound);
      await page.getByRole('checkbox', { name: w.rightInfinite }).check();
      await expect(page.getByRole('textbox', { name: w.rightValue })).toBeDisabled();
    } else {
      await page.getByRole('checkbox', { name: w.leftInfinite }).check();
      await expect(page.getByRole('textbox', { name: w.leftValue })).toBeDisabled();
      await page.getByRole('textbox', { name: w.rightValue }).fill(bound);
      await page
        .getByRole('combobox', { name: w.rightBracket })
        .selectOption({ label: solved.closed ? w.closedRight : w.openRight });
    }
    // The preview writes a minus sign (−), not the hyphen typed.
    const shown = bound.replace('-', '−');
    const expected = solved.above
      ? `${solved.closed ? '[' : '('}${shown}; +∞)`
      : `(−∞; ${shown}${solved.closed ? ']' : ')'}`;
    await expect(page.getByTestId('answer-preview')).toHaveText(`${w.preview} ${expected}`);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.correct, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(requests.mathLiveScripts()).toEqual([]);
  });
}
