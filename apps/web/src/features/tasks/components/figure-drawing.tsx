import { Alert, Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TFigureInput } from '@taskas/contracts';
import { Component, lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

// Mafs and its style sheet come with the first task that can be drawn: other tasks never load them.
const FigureDrawingCanvas = lazy(() =>
  import('./figure-drawing-canvas').then((m) => ({ default: m.FigureDrawingCanvas })),
);

type TFigureDrawingProps = {
  input: TFigureInput;
  /** The answer as the answer field holds it. */
  value: string;
  format: 'text' | 'latex';
  /** The drawn answer, to put in the answer field ('' while the drawing is not an answer). */
  onDraw: (answer: string) => void;
  disabled: boolean;
};

/**
 * "Draw your answer" under a task's figure, when the task can be answered by drawing on it (a point, a
 * line through two points, an interval on a number line). The drawing fills the ordinary answer, so
 * drafts, submitting and feedback work as for a typed answer; the answer field stays for those who
 * would rather type.
 */
export function FigureDrawing({ input, value, format, onDraw, disabled }: TFigureDrawingProps) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <Box component="section" aria-labelledby={`${ids}-title`} maw={480} w="100%" data-testid="figure-drawing">
      <Stack gap="xs">
        <Title order={3} fz="md" id={`${ids}-title`}>
          {t('tasks:drawing.title')}
        </Title>
        <Text size="sm" c="dimmed" id={`${ids}-help`}>
          {t(`tasks:drawing.help.${input.kind}`)}
        </Text>
        <CanvasLoadError fallback={<Alert color="yellow">{t('tasks:drawing.loadError')}</Alert>}>
          <Suspense
            fallback={
              <Skeleton height={input.kind === 'interval' ? 160 : 300} data-testid="drawing-loading" />
            }
          >
            <FigureDrawingCanvas
              input={input}
              value={value}
              format={format}
              onDraw={onDraw}
              disabled={disabled}
              describedBy={`${ids}-help`}
            />
          </Suspense>
        </CanvasLoadError>
      </Stack>
    </Box>
  );
}

/** A canvas that could not load (offline, a new release) leaves the answer field to type in. */
class CanvasLoadError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
