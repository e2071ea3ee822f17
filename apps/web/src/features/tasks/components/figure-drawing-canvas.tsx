import 'mafs/core.css';
import { Box, Button, Code, Fieldset, Group, SimpleGrid, Switch, Text, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Language, TFigureInput } from '@taskas/contracts';
import {
  Coordinates,
  Line,
  Mafs,
  Text as MafsText,
  useMovable,
  useTransformContext,
  Vector,
  vec,
} from 'mafs';
import { type CSSProperties, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPlainNumber } from '../inputs/answer-syntax';
import classes from './figure-drawing.module.css';
import {
  answerOf,
  initialDrawState,
  isDrawnEquation,
  samePair,
  sameState,
  shownPlane,
  snapToPlane,
  snapWithin,
  stateOfAnswer,
  type TDrawState,
  type TEnd,
  type TNumberLine,
  type TPair,
  type TPlane,
  withInfinite,
} from './figure-drawing-state';

export type TFigureDrawingCanvasProps = {
  input: TFigureInput;
  /** The answer as the answer field holds it, so the drawing follows a typed point or interval. */
  value: string;
  format: 'text' | 'latex';
  /** The drawn answer's text ('' while the drawing is none). */
  onDraw: (answer: string) => void;
  disabled: boolean;
  /** The panel's help text, read with the canvas. */
  describedBy: string;
};

/** Numbers on the canvas as the page writes them: `−4`, `2,5` in Lithuanian. */
const shownNumber = (value: number, language: Language) =>
  formatPlainNumber(value, language).replace('-', '−');
const shownAnswer = (answer: string) => answer.replaceAll('-', '−');

/** The first of step × 1, 2, 5, 10, … whose marks lie at least `minPx` apart. */
function spacing(step: number, pxPerUnit: number, minPx: number): number {
  for (const factor of [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]) {
    if (step * factor * pxPerUnit >= minPx) return step * factor;
  }
  return step * 1000;
}

const isMultiple = (value: number, of: number) => Math.abs(value / of - Math.round(value / of)) < 1e-6;

/**
 * The drawing itself (a lazy chunk with Mafs): a movable point, two points and the line through them,
 * or an interval's ends on a number line with their open/closed buttons and infinity switches, and
 * under it the answer the drawing stands for. Every move is on the view's grid; a click on the canvas
 * brings the nearest point there; a focused point moves with the arrow keys.
 */
export function FigureDrawingCanvas({
  input,
  value,
  format,
  onDraw,
  disabled,
  describedBy,
}: TFigureDrawingCanvasProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [drawn, setDrawn] = useState<TDrawState>(() => initialDrawState(input));
  const [touched, setTouched] = useState(false);
  // A point or interval typed into the answer field shows on the canvas too.
  const typed = value.trim() === '' ? null : stateOfAnswer(input, value, drawn);
  const shown = typed ?? drawn;
  const text = answerOf(shown, language);

  const move = (next: TDrawState) => {
    if (disabled || (touched && sameState(next, shown))) return;
    setDrawn(next);
    setTouched(true);
    onDraw(answerOf(next, language) ?? '');
  };

  const isAnswer =
    text !== null &&
    value.trim() !== '' &&
    (typed !== null || (shown.kind === 'line' && isDrawnEquation(value, format, text)));

  return (
    <>
      {input.kind === 'interval' && shown.kind === 'interval' ? (
        <>
          <NumberLineCanvas
            line={input.line}
            state={shown}
            onMove={move}
            disabled={disabled}
            describedBy={describedBy}
          />
          <IntervalEndControls line={input.line} state={shown} onChange={move} disabled={disabled} />
        </>
      ) : input.kind !== 'interval' && shown.kind !== 'interval' ? (
        <PlaneCanvas
          plane={input.plane}
          state={shown}
          onMove={move}
          disabled={disabled}
          describedBy={describedBy}
        />
      ) : null}
      <Text size="sm" aria-live="polite" data-testid="drawn-answer">
        {isAnswer ? (
          <>
            {t('tasks:drawing.answer')} <Code fz="sm">{shownAnswer(text)}</Code>
          </>
        ) : value.trim() !== '' ? (
          t('tasks:drawing.typed')
        ) : (
          t(`tasks:drawing.notYet.${input.kind}`)
        )}
      </Text>
    </>
  );
}

/**
 * The student's drawing in the primary colour, the number line in the text's grey; as values, since
 * Mafs writes some colours into SVG attributes, which take no CSS variables.
 */
function useColours(): { accent: string; ink: string } {
  const theme = useMantineTheme();
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  return {
    accent: theme.colors[theme.primaryColor]?.[shade] ?? '#0e6d7b',
    ink: theme.colors.gray?.[8] ?? '#343a40',
  };
}

/** Room around the view, in world units, so points on its edge are not cut off. */
const EDGE = 0.35;

function PlaneCanvas({
  plane,
  state,
  onMove,
  disabled,
  describedBy,
}: {
  plane: TPlane;
  state: Extract<TDrawState, { kind: 'point' | 'line' }>;
  onMove: (next: TDrawState) => void;
  disabled: boolean;
  describedBy: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { accent } = useColours();
  const { ref, width } = useElementSize();
  const { step } = plane;
  const xSpan = plane.xMax - plane.xMin + 2 * EDGE * step;
  const ySpan = plane.yMax - plane.yMin + 2 * EDGE * step;
  const height = Math.round(Math.min(480, Math.max(200, (width * ySpan) / xSpan)));
  const pxPerUnit = Math.min(width / xSpan, height / ySpan);
  const grid = spacing(step, pxPerUnit, 10);
  const labelled = spacing(grid, pxPerUnit, 36);
  // What is in sight takes points: a tall view on a wide canvas shows more of x, and so on.
  const inSight = shownPlane(plane, width, height, EDGE * step);
  const { xMin, xMax, yMin, yMax } = inSight;
  // Numbers on the canvas's very edge would be cut in half.
  const label = (v: number) =>
    isMultiple(v, labelled) && v > xMin && v < xMax ? shownNumber(v, language) : '';
  const yLabel = (v: number) =>
    isMultiple(v, labelled) && v > yMin && v < yMax ? shownNumber(v, language) : '';
  const at = (p: TPair) => `(${shownNumber(p[0], language)}; ${shownNumber(p[1], language)})`;
  const snapped = (p: TPair) => snapToPlane(inSight, p);

  const place = (clicked: TPair) => {
    const p = snapped(clicked);
    if (state.kind === 'point') return onMove({ kind: 'point', point: p });
    const nearerA = vec.dist([...clicked], [...state.a]) <= vec.dist([...clicked], [...state.b]);
    if (nearerA && !samePair(p, state.b)) onMove({ ...state, a: p });
    if (!nearerA && !samePair(p, state.a)) onMove({ ...state, b: p });
  };
  // A line needs two different points: a point dragged onto the other one stays where it was.
  const apartFrom = (other: TPair, self: TPair) => (p: TPair) => {
    const next = snapped(p);
    return samePair(next, other) ? self : next;
  };

  return (
    <Box
      ref={ref}
      className={classes.canvas}
      role="group"
      aria-label={t('tasks:drawing.planeLabel', {
        xMin: shownNumber(snapWithin(xMin, xMin, xMax, step), language),
        xMax: shownNumber(snapWithin(xMax, xMin, xMax, step), language),
        yMin: shownNumber(snapWithin(yMin, yMin, yMax, step), language),
        yMax: shownNumber(snapWithin(yMax, yMin, yMax, step), language),
      })}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      data-testid="drawing-canvas"
    >
      {width > 0 ? (
        <Mafs
          width={width}
          height={height}
          pan={false}
          viewBox={{ x: [plane.xMin, plane.xMax], y: [plane.yMin, plane.yMax], padding: EDGE * step }}
          onClick={disabled ? undefined : (p) => place(p)}
        >
          <Coordinates.Cartesian
            xAxis={{ lines: grid, labels: label }}
            yAxis={{ lines: grid, labels: yLabel }}
          />
          <AxisName x={xMax + (EDGE * step) / 2} y={0} attach="nw" name="x" />
          <AxisName x={0} y={yMax + (EDGE * step) / 2} attach="e" name="y" />
          {state.kind === 'line' ? (
            <Line.ThroughPoints point1={[...state.a]} point2={[...state.b]} color={accent} weight={3} />
          ) : null}
          {state.kind === 'point' ? (
            <Handle
              at={state.point}
              label={t('tasks:drawing.point', { point: at(state.point) })}
              constrain={snapped}
              onMove={(point) => onMove({ kind: 'point', point })}
              color={accent}
              disabled={disabled}
            />
          ) : (
            <>
              <Handle
                at={state.a}
                label={t('tasks:drawing.lineA', { point: at(state.a) })}
                constrain={apartFrom(state.b, state.a)}
                onMove={(a) => onMove({ ...state, a })}
                color={accent}
                disabled={disabled}
              />
              <Handle
                at={state.b}
                label={t('tasks:drawing.lineB', { point: at(state.b) })}
                constrain={apartFrom(state.a, state.b)}
                onMove={(b) => onMove({ ...state, b })}
                color={accent}
                disabled={disabled}
              />
            </>
          )}
        </Mafs>
      ) : null}
    </Box>
  );
}

const NUMBER_LINE_HEIGHT = 88;

/** Where an end may go: inside the line, left of the other end while that one is finite. */
function endRange(line: TNumberLine, state: Extract<TDrawState, { kind: 'interval' }>, side: 'lo' | 'hi') {
  const { min, max, step } = line;
  if (side === 'lo') return { min, max: state.hi.infinite ? max : state.hi.at - step };
  return { min: state.lo.infinite ? min : state.lo.at + step, max };
}

function NumberLineCanvas({
  line,
  state,
  onMove,
  disabled,
  describedBy,
}: {
  line: TNumberLine;
  state: Extract<TDrawState, { kind: 'interval' }>;
  onMove: (next: TDrawState) => void;
  disabled: boolean;
  describedBy: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { accent, ink } = useColours();
  const { ref, width } = useElementSize();
  const { min, max, step } = line;
  const edge = 0.6 * step;
  const left = min - edge;
  const right = max + edge;
  const pxPerUnit = width / (right - left);
  const ticks = spacing(step, pxPerUnit, 8);
  const labelled = spacing(ticks, pxPerUnit, 36);
  const marks: number[] = [];
  for (let i = Math.ceil(min / ticks - 1e-9); i * ticks <= max + 1e-9 && marks.length < 500; i += 1) {
    marks.push(Number((i * ticks).toFixed(10)));
  }
  const clamp =
    (side: 'lo' | 'hi') =>
    (p: TPair): TPair => {
      const range = endRange(line, state, side);
      return [snapWithin(p[0], range.min, range.max, step), 0];
    };
  const setEnd = (side: 'lo' | 'hi', at: number) => onMove({ ...state, [side]: { ...state[side], at } });
  const place = ([x]: TPair) => {
    const finite = (['lo', 'hi'] as const).filter((side) => !state[side].infinite);
    const side = finite.sort((p, q) => Math.abs(state[p].at - x) - Math.abs(state[q].at - x))[0];
    if (side) setEnd(side, clamp(side)([x, 0])[0]);
  };
  // A ray's line stops under its arrowhead, which ends at the canvas's edge.
  const headUnits = pxPerUnit > 0 ? 12 / pxPerUnit : 0;
  const from = state.lo.infinite ? left + headUnits : state.lo.at;
  const to = state.hi.infinite ? right - headUnits : state.hi.at;
  const endLabel = (side: 'lo' | 'hi', end: TEnd) =>
    t(`tasks:drawing.${side === 'lo' ? 'leftEnd' : 'rightEnd'}`, {
      value: shownNumber(end.at, language),
      state: t(end.closed ? 'tasks:drawing.included' : 'tasks:drawing.excluded'),
    });

  return (
    <Box
      ref={ref}
      className={classes.canvas}
      role="group"
      aria-label={t('tasks:drawing.lineLabel', {
        min: shownNumber(min, language),
        max: shownNumber(max, language),
      })}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      data-testid="drawing-canvas"
    >
      {width > 0 ? (
        <Mafs
          width={width}
          height={NUMBER_LINE_HEIGHT}
          pan={false}
          preserveAspectRatio={false}
          viewBox={{ x: [left, right], y: [-1.1, 0.9], padding: 0 }}
          onClick={disabled ? undefined : (p) => place(p)}
        >
          <Vector tail={[left, 0]} tip={[right, 0]} weight={1.5} color={ink} />
          {marks.map((v) => (
            <Line.Segment key={v} point1={[v, -0.15]} point2={[v, 0.15]} weight={1} color={ink} />
          ))}
          {marks
            .filter((v) => isMultiple(v, labelled))
            .map((v) => (
              <NumberLabel key={v} x={v} text={shownNumber(v, language)} />
            ))}
          <Line.Segment point1={[from, 0]} point2={[to, 0]} color={accent} weight={5} />
          {state.lo.infinite ? <RayHead at={left} towards={-1} color={accent} /> : null}
          {state.hi.infinite ? <RayHead at={right} towards={1} color={accent} /> : null}
          {(['lo', 'hi'] as const).map((side) =>
            state[side].infinite ? null : (
              <Handle
                key={side}
                at={[state[side].at, 0]}
                label={endLabel(side, state[side])}
                constrain={(p) => {
                  const [x] = clamp(side)(p);
                  return [x, 0];
                }}
                onMove={([x]) => setEnd(side, x)}
                color={accent}
                open={!state[side].closed}
                disabled={disabled}
              />
            ),
          )}
        </Mafs>
      ) : null}
    </Box>
  );
}

/** `x` or `y` by its axis, as a textbook names them. */
function AxisName({ x, y, attach, name }: { x: number; y: number; attach: 'nw' | 'e'; name: string }) {
  return (
    <MafsText
      x={x}
      y={y}
      attach={attach}
      attachDistance={8}
      size={14}
      svgTextProps={{ className: classes.axisName }}
    >
      {name}
    </MafsText>
  );
}

/** The arrowhead of a ray running on to infinity, drawn in pixels at the number line's end. */
function RayHead({ at, towards, color }: { at: number; towards: 1 | -1; color: string }) {
  const { viewTransform } = useTransformContext();
  const [px, py] = vec.transform([at, 0], viewTransform);
  const back = px - towards * 14;
  return <path d={`M ${px} ${py} L ${back} ${py - 8} L ${back} ${py + 8} Z`} fill={color} />;
}

/** A number under its tick, placed in pixels (the number line is not drawn to an equal scale). */
function NumberLabel({ x, text }: { x: number; text: string }) {
  const { viewTransform } = useTransformContext();
  const [px, py] = vec.transform([x, -0.15], viewTransform);
  return (
    <text x={px} y={py + 6} className={classes.tickLabel} textAnchor="middle" dominantBaseline="hanging">
      {text}
    </text>
  );
}

type THandleProps = {
  at: TPair;
  label: string;
  constrain: (p: TPair) => TPair;
  onMove: (p: TPair) => void;
  color: string;
  /** An open end of an interval: a ring, not a dot. */
  open?: boolean;
  disabled: boolean;
};

/**
 * A point the student moves: Mafs' dragging and arrow keys, with a name a screen reader reads (Mafs'
 * own movable point has none). A finished task shows it still.
 */
function Handle(props: THandleProps) {
  return props.disabled ? <Marker {...props} /> : <MovableHandle {...props} />;
}

function MovableHandle({ at, label, constrain, onMove, color, open }: THandleProps) {
  const { t } = useTranslation();
  const ref = useRef<SVGGElement>(null);
  const { dragging } = useMovable({
    gestureTarget: ref as RefObject<Element>,
    point: [...at],
    constrain: (p) => [...constrain(p)],
    onMove: (p) => onMove(p),
  });
  return (
    <Marker
      at={at}
      color={color}
      open={open}
      gRef={ref}
      dragging={dragging}
      label={label}
      roleDescription={t('tasks:drawing.handleRole')}
    />
  );
}

function Marker({
  at,
  color,
  open,
  gRef,
  dragging = false,
  label,
  roleDescription,
}: {
  at: TPair;
  color: string;
  open?: boolean;
  gRef?: RefObject<SVGGElement | null>;
  dragging?: boolean;
  label: string;
  roleDescription?: string;
}) {
  const { viewTransform, userTransform } = useTransformContext();
  const [cx, cy] = vec.transform([...at], vec.matrixMult(viewTransform, userTransform));
  const movable = gRef !== undefined;
  return (
    <g
      ref={gRef}
      className={movable ? `mafs-movable-point ${dragging ? 'mafs-movable-point-dragging' : ''}` : undefined}
      style={{ '--movable-point-color': color, '--movable-point-ring-size': '12px' } as CSSProperties}
      tabIndex={movable ? 0 : undefined}
      role={movable ? 'button' : 'img'}
      aria-roledescription={roleDescription}
      aria-label={label}
    >
      {movable ? (
        <>
          <circle className="mafs-movable-point-hitbox" r={24} cx={cx} cy={cy} />
          <circle className="mafs-movable-point-focus" r={13} cx={cx} cy={cy} />
          <circle className="mafs-movable-point-ring" r={12} cx={cx} cy={cy} />
        </>
      ) : null}
      <circle
        className={open ? classes.openEnd : movable ? 'mafs-movable-point-point' : classes.stillPoint}
        r={6}
        cx={cx}
        cy={cy}
      />
    </g>
  );
}

/**
 * Each end's two choices, beside the canvas: whether it belongs to the interval (a toggle button), and
 * whether the interval runs on to −∞ or +∞ there.
 */
function IntervalEndControls({
  line,
  state,
  onChange,
  disabled,
}: {
  line: TNumberLine;
  state: Extract<TDrawState, { kind: 'interval' }>;
  onChange: (next: TDrawState) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const setInfinite = (side: 'lo' | 'hi', infinite: boolean) =>
    onChange(withInfinite(line, state, side, infinite));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {(['lo', 'hi'] as const).map((side) => {
        const end = state[side];
        const key = side === 'lo' ? 'left' : 'right';
        return (
          <Fieldset
            key={side}
            legend={t(`tasks:drawing.${key}.title`)}
            p="xs"
            disabled={disabled}
            styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 } }}
          >
            <Group gap="xs" wrap="wrap">
              <Button
                size="compact-sm"
                variant={end.closed && !end.infinite ? 'filled' : 'default'}
                aria-pressed={end.closed && !end.infinite}
                disabled={disabled || end.infinite}
                onClick={() => onChange({ ...state, [side]: { ...end, closed: !end.closed } })}
                leftSection={<span aria-hidden="true">{end.closed && !end.infinite ? '●' : '○'}</span>}
              >
                {t(`tasks:drawing.${key}.closed`)}
              </Button>
              <Switch
                size="sm"
                label={t(`tasks:drawing.${key}.infinite`)}
                checked={end.infinite}
                disabled={disabled}
                onChange={(event) => setInfinite(side, event.currentTarget.checked)}
              />
            </Group>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
