import { Skeleton, TextInput } from '@mantine/core';
import type { TTask } from '@taskas/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputKindOf } from './input-kind';

// Each structured input is its own small chunk, fetched with the first task that needs it: the
// task page stays within its bundle budget, and MathLive itself is a further chunk (math-field-input).
const MathFieldInput = lazy(() => import('./math-field-input').then((m) => ({ default: m.MathFieldInput })));
const CoordinatePlaneInput = lazy(() =>
  import('./coordinate-plane-input').then((m) => ({ default: m.CoordinatePlaneInput })),
);
const IntervalInput = lazy(() => import('./interval-input').then((m) => ({ default: m.IntervalInput })));
const ValueListInput = lazy(() => import('./value-list-input').then((m) => ({ default: m.ValueListInput })));
// The options of a multiple-choice task: fetched with the first such task, which waits for them
// (useAnswerInputReady) so that its form appears whole, options included.
let choiceModule: typeof import('./choice-input') | null = null;
const loadChoiceInput = () =>
  import('./choice-input').then((module) => {
    choiceModule = module;
    return module;
  });
const ChoiceInput = lazy(() => loadChoiceInput().then((m) => ({ default: m.ChoiceInput })));

/**
 * Whether the task's answer input can be drawn at once. Every kind but multiple choice can (the text
 * field is part of the page; the structured inputs hold their place while they load).
 */
export function useAnswerInputReady(task: Pick<TTask, 'content' | 'input_component'>): boolean {
  const needsChoice = inputKindOf(task) === 'multiple_choice';
  const [ready, setReady] = useState(!needsChoice || choiceModule !== null);
  useEffect(() => {
    if (ready || !needsChoice) return;
    let live = true;
    // A failed download shows the page anyway: the options then load where they stand.
    const done = () => live && setReady(true);
    loadChoiceInput().then(done, done);
    return () => {
      live = false;
    };
  }, [ready, needsChoice]);
  return ready || !needsChoice;
}

export type TAnswerFormat = 'text' | 'latex';

export type TAnswerInputProps = {
  task: Pick<TTask, 'content' | 'input_component'>;
  /** The answer as last reported through `onChange` ('' at the start, or a restored draft's). */
  value: string;
  /** How `value` is written (a restored draft's may be MathLive's LaTeX); plain text when left out. */
  format?: TAnswerFormat;
  /** The answer to submit, with the `input_format` to submit it with; '' while it is incomplete. */
  onChange: (value: string, inputFormat: TAnswerFormat) => void;
  disabled: boolean;
  /** The answer can be drawn on the task's figure: the input leaves out a plane of its own. */
  drawnOnFigure?: boolean;
};

/**
 * The answer field the task asks for (see input-kind.ts): a text field, MathLive for expressions, a
 * coordinate plane, an interval builder, a list of set elements or of roots, or the options of a
 * multiple-choice task. Remount it (a `key`) for a new task: the structured inputs keep their parts
 * (brackets, points, rows) themselves and only report the finished string, so `value` seeds the text
 * fields and the choice, and the builders read it only when they mount (a restored draft).
 */
export function AnswerInput({
  task,
  value,
  format = 'text',
  onChange,
  disabled,
  drawnOnFigure = false,
}: TAnswerInputProps) {
  const { t } = useTranslation();
  const asText = (next: string) => onChange(next, 'text');
  const textField = (
    <TextInput
      label={t('tasks:inputs.answerLabel')}
      description={t('tasks:inputs.textHelp')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(event) => asText(event.currentTarget.value)}
      disabled={disabled}
      autoComplete="off"
      spellCheck={false}
      maxLength={2000}
    />
  );
  switch (inputKindOf(task)) {
    case 'multiple_choice':
      return choiceModule ? (
        <choiceModule.ChoiceInput
          options={task.content.solution.answer_options}
          value={value}
          onChange={asText}
          disabled={disabled}
        />
      ) : (
        <Loading height={32 + 34 * task.content.solution.answer_options.length}>
          <ChoiceInput
            options={task.content.solution.answer_options}
            value={value}
            onChange={asText}
            disabled={disabled}
          />
        </Loading>
      );
    case 'math':
      // The student can start typing at once; the math field takes over when it has loaded.
      return (
        <Suspense fallback={textField}>
          <MathFieldInput value={value} format={format} onChange={onChange} disabled={disabled} />
        </Suspense>
      );
    case 'coordinates':
      return (
        <Loading height={drawnOnFigure ? 120 : 520}>
          <CoordinatePlaneInput
            initialValue={value}
            onChange={asText}
            disabled={disabled}
            withPlane={!drawnOnFigure}
          />
        </Loading>
      );
    case 'interval':
      return (
        <Loading height={200}>
          <IntervalInput initialValue={value} onChange={asText} disabled={disabled} />
        </Loading>
      );
    case 'set':
      return (
        <Loading height={180}>
          <ValueListInput kind="set" initialValue={value} onChange={asText} disabled={disabled} />
        </Loading>
      );
    case 'equation_solutions':
      return (
        <Loading height={180}>
          <ValueListInput kind="solutions" initialValue={value} onChange={asText} disabled={disabled} />
        </Loading>
      );
    default:
      return textField;
  }
}

/** Holds the input's place while its chunk loads. */
function Loading({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton height={height} maw={420} data-testid="answer-input-loading" />}>
      {children}
    </Suspense>
  );
}
