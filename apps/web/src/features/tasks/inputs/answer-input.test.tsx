import type { Language, TTask } from '@taskas/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAnswerInput } from './answer-input.test-support';
import { findGeneratedTask, generatedTask } from './generated-task.test-support';

// MathLive is not loaded in these tests (see math-field-input.test.tsx).
vi.mock('./mathlive-setup', () => ({
  setUpMathLive: () => {
    throw new Error('MathLive does not run in happy-dom');
  },
}));

/** The answer input on its stand-in page, once its lazy chunks have loaded. */
async function renderInput(task: TTask, language: Language = 'en') {
  const rendered = renderAnswerInput(task, language);
  // The structured inputs are lazy chunks.
  await waitFor(() => expect(screen.queryByTestId('answer-input-loading')).toBeNull());
  return rendered;
}

/** `(3; -4)` / `(3, -4)` → ['3', '-4']. */
const coordsOf = (point: string) => point.replace(/[()\s]/g, '').split(/[;,]/);

describe('typed answers', () => {
  it.each([
    ['compute-gcd', 'number'],
    ['simplify-fraction', 'fraction'],
    ['add-unlike-fractions', 'fraction'],
  ])('a %s task (%s) takes the typed answer as text', async (skill, type) => {
    const { generated, task, check } = generatedTask(skill);
    expect(task.content.question.type).toBe(type);
    const { sent, user } = await renderInput(task);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), generated.answer.correct);
    expect(sent).toEqual({ value: generated.answer.correct, format: 'text' });
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('offers the options of a multiple-choice task as "A. text" and sends the letter', async () => {
    const { generated, task, check } = generatedTask('apply-divisibility-rules');
    const { sent, user } = await renderInput(task);
    const group = screen.getByRole('radiogroup', { name: 'Choose the answer' });
    const choice = generated.choices?.find((c) => c.letter === generated.answer.correct);
    await user.click(within(group).getByRole('radio', { name: `${choice?.letter}. ${choice?.text}` }));
    expect(sent.value).toBe(generated.answer.correct);
    expect(check(sent.value).is_correct).toBe(true);
  });
});

describe('the coordinate plane', () => {
  it('moves the point with the arrow keys and sends (x; y)', async () => {
    const { generated, task, check } = findGeneratedTask(
      'line-axis-intercept',
      (t) => /^\(-?\d+; -?\d+\)$/.test(t.answer.correct),
      { language: 'lt' },
    );
    expect(task.input_component).toBe('CoordinatePlaneInput');
    const { sent, user } = await renderInput(task, 'lt');
    const [x, y] = coordsOf(generated.answer.correct).map(Number) as [number, number];
    const plane = screen.getByRole('application', { name: 'Koordinačių plokštuma, keičiamas taškas 1' });
    plane.focus();
    await user.keyboard('{ArrowUp}'); // the first press puts the point at the origin
    if (x !== 0) await user.keyboard(`{${x < 0 ? 'ArrowLeft' : 'ArrowRight'}>${Math.abs(x)}/}`);
    if (y !== 0) await user.keyboard(`{${y < 0 ? 'ArrowDown' : 'ArrowUp'}>${Math.abs(y)}/}`);
    expect(sent.value).toBe(`(${x}; ${y})`);
    expect(
      screen.getByText(`Taškas 1: (${String(x).replace('-', '−')}; ${String(y).replace('-', '−')})`),
    ).toBeTruthy();
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('snaps a click to the nearest half unit', async () => {
    const { task } = generatedTask('line-axis-intercept');
    const { sent } = await renderInput(task);
    const plane = screen.getByRole('application', { name: /^Coordinate plane/ });
    // 320 × 320 px on screen, as in its viewBox: the plane spans 22…298 px for −10…10 (13.8 px a unit).
    plane.getBoundingClientRect = () => ({ left: 0, top: 0, width: 320, height: 320 }) as DOMRect;
    fireEvent.click(plane, { clientX: 160 + 13.8 * 3.4, clientY: 160 + 13.8 * 1.6 });
    expect(sent.value).toBe('(3.5; -1.5)');
  });

  async function typePoints(points: string[][], user: ReturnType<typeof userEvent.setup>) {
    for (const [index, [x = '', y = '']] of points.entries()) {
      if (index > 0) await user.click(screen.getByRole('button', { name: 'Pridėti tašką' }));
      await user.type(screen.getByRole('textbox', { name: `Taško ${index + 1} koordinatė x` }), x);
      await user.type(screen.getByRole('textbox', { name: `Taško ${index + 1} koordinatė y` }), y);
    }
  }

  it('takes several points typed into their fields', async () => {
    const { generated, task, check } = findGeneratedTask(
      'parabola-x-intercepts',
      (t) => t.answer.correct.startsWith('{'),
      {
        language: 'lt',
      },
    );
    const points = generated.answer.correct
      .slice(2, -2)
      .split(/\); \(/)
      .map(coordsOf);
    const { sent, user } = await renderInput(task, 'lt');
    await typePoints(points, user);
    expect(sent.value).toBe(points.map(([x, y]) => `(${x}; ${y})`).join('; '));
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('takes a Lithuanian decimal comma in a coordinate', async () => {
    const { generated, task, check } = findGeneratedTask(
      'line-axis-intercept',
      (t) => /^\([^{]*\.\d/.test(t.answer.correct),
      {
        language: 'lt',
      },
    );
    const { sent, user } = await renderInput(task, 'lt');
    await typePoints([coordsOf(generated.answer.correct).map((v) => v.replace('.', ','))], user);
    expect(sent.value).toContain(',');
    expect(check(sent.value).is_correct).toBe(true);
  });
});

describe('the interval builder', () => {
  /** `(-inf; -8) U [-4; 5]` → the ends as the builder asks for them. */
  const piecesOf = (answer: string) =>
    answer.split(' U ').map((piece) => {
      const [, open, low = '', high = '', close] = /^([[(])(.+); (.+)([\])])$/.exec(piece) ?? [];
      return { leftClosed: open === '[', low, high, rightClosed: close === ']' };
    });

  async function build(answer: string, user: ReturnType<typeof userEvent.setup>) {
    for (const [index, piece] of piecesOf(answer).entries()) {
      if (index > 0) await user.click(screen.getByRole('button', { name: 'Add an interval (union ∪)' }));
      const group = screen.getByRole('group', { name: `Interval ${index + 1}` });
      const inside = within(group);
      if (piece.low === '-inf')
        await user.click(inside.getByRole('checkbox', { name: '−∞ (minus infinity)' }));
      else {
        await user.selectOptions(
          inside.getByRole('combobox', { name: 'Left bracket' }),
          piece.leftClosed ? '[ – included' : '( – not included',
        );
        await user.type(inside.getByRole('textbox', { name: 'Left end' }), piece.low);
      }
      if (piece.high === '+inf')
        await user.click(inside.getByRole('checkbox', { name: '+∞ (plus infinity)' }));
      else {
        await user.type(inside.getByRole('textbox', { name: 'Right end' }), piece.high);
        await user.selectOptions(
          inside.getByRole('combobox', { name: 'Right bracket' }),
          piece.rightClosed ? '] – included' : ') – not included',
        );
      }
    }
  }

  it('builds a union with infinite ends', async () => {
    const { generated, task, check } = findGeneratedTask('interval-intersection', (t) =>
      /^\(-inf; -?\d+[)\]] U [[(]-?\d+; \+inf\)$/.test(t.answer.correct),
    );
    const { sent, user } = await renderInput(task);
    await build(generated.answer.correct, user);
    expect(sent.value).toMatch(/^\(-∞; .+ ∪ .+; \+∞\)$/);
    // The preview prints real minus signs; the checker still gets the hyphen-minus.
    expect(screen.getByTestId('answer-preview').textContent).toContain(sent.value.replaceAll('-', '−'));
    expect(check(sent.value).is_correct).toBe(true);
  });

  it.each(['interval-intersection', 'linear-inequality', 'abs-equation'])(
    'answers a %s task with a bounded or half-bounded interval',
    async (skill) => {
      const { generated, task, check } = findGeneratedTask(
        skill,
        (t) => t.input_kind === 'interval' && !t.answer.correct.includes(' U '),
      );
      const { sent, user } = await renderInput(task);
      await build(generated.answer.correct, user);
      expect(check(sent.value).is_correct).toBe(true);
    },
  );

  it('sends nothing until both ends are given', async () => {
    const { task } = generatedTask('linear-inequality');
    const { sent, user } = await renderInput(task);
    await user.type(screen.getByRole('textbox', { name: 'Left end' }), '2');
    expect(sent.value).toBe('');
    expect(screen.getByTestId('answer-preview').textContent).toContain('not complete');
  });
});

describe('sets and solutions', () => {
  async function fill(
    items: string[],
    itemName: string,
    addName: string,
    user: ReturnType<typeof userEvent.setup>,
  ) {
    for (const [index, item] of items.entries()) {
      if (index > 0) await user.click(screen.getByRole('button', { name: addName }));
      await user.type(screen.getByRole('textbox', { name: `${itemName} ${index + 1}` }), item);
    }
  }
  const elementsOf = (set: string) => set.slice(1, -1).split('; ');

  it('builds {a; b; c} from one field per element', async () => {
    const { generated, task, check } = findGeneratedTask('set-intersection', (t) =>
      t.answer.correct.includes(';'),
    );
    const { sent, user } = await renderInput(task);
    await fill(elementsOf(generated.answer.correct), 'Element', 'Add an element', user);
    expect(sent.value).toBe(generated.answer.correct);
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('reads a lone Lithuanian decimal comma as a decimal, and roots and π as typed', async () => {
    const decimal = findGeneratedTask('classify-numbers', (t) => /^\{\d+\.\d+\}$/.test(t.answer.correct), {
      language: 'lt',
    });
    const first = await renderInput(decimal.task, 'lt');
    await fill(
      [elementsOf(decimal.generated.answer.correct)[0]?.replace('.', ',') ?? ''],
      'Elementas',
      '',
      first.user,
    );
    expect(decimal.check(first.sent.value).is_correct).toBe(true);
  });

  it('takes irrational elements in the plain-text notation', async () => {
    const { generated, task, check } = findGeneratedTask('classify-numbers', (t) =>
      t.answer.correct.includes('sqrt'),
    );
    const { sent, user } = await renderInput(task);
    await fill(elementsOf(generated.answer.correct), 'Element', 'Add an element', user);
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('lists the roots of an equation', async () => {
    const { generated, task, check } = findGeneratedTask(
      'abs-equation',
      (t) => t.answer.correct.startsWith('x = ') && t.answer.correct.includes(';'),
    );
    expect(task.content.question.type).toBe('equation_solutions');
    const roots = generated.answer.correct.split('; ').map((r) => r.replace('x = ', ''));
    const { sent, user } = await renderInput(task);
    await fill(roots, 'Solution', 'Add a solution', user);
    expect(sent.value).toBe(roots.join('; '));
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('takes the solution of a system as (x; y)', async () => {
    const { generated, task, check } = generatedTask('solve-by-substitution');
    const [, x, y] = /^x = (.+), y = (.+)$/.exec(generated.answer.correct) ?? [];
    const { sent, user } = await renderInput(task);
    await fill([`(${x}; ${y})`], 'Solution', 'Add a solution', user);
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('says "no solutions" with a tick', async () => {
    const { task, check } = findGeneratedTask(
      'solve-with-quadratic-formula',
      (t) => t.answer.correct === 'no solution',
    );
    const { sent, user } = await renderInput(task);
    await user.click(screen.getByRole('checkbox', { name: 'No solutions' }));
    expect(sent.value).toBe('∅');
    expect(screen.getByRole('textbox', { name: 'Solution 1' })).toHaveProperty('disabled', true);
    expect(check(sent.value).is_correct).toBe(true);
  });

  it('removes a row and keeps the others', async () => {
    const { task } = generatedTask('set-intersection');
    const { sent, user } = await renderInput(task);
    await fill(['1', '2', '3'], 'Element', 'Add an element', user);
    await user.click(screen.getByRole('button', { name: 'Remove element 2' }));
    expect(sent.value).toBe('{1; 3}');
  });
});
