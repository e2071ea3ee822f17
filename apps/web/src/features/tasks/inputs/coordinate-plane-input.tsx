import { ActionIcon, Box, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Language } from '@taskas/contracts';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { AnswerPreview, LEGEND } from './answer-preview';
import { pointsOfAnswer } from './answer-restore';
import { coordinatesAnswer, formatPlainNumber, type TPoint } from './answer-syntax';
import classes from './coordinate-plane.module.css';

const MAX_POINTS = 6;
const VIEW = 320;
const PAD = 22;

type TRow = TPoint & { id: number };

/** A typed coordinate as a number (`-1,5`, `−3`, `7/2`), or null while it is not one. */
export function readCoordinate(text: string): number | null {
  const t = text.trim().replace(/[−–]/g, '-').replace(',', '.');
  const match = /^(-?\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/.exec(t);
  if (!match) return null;
  const value = Number(match[1]) / (match[2] ? Number(match[2]) : 1);
  return Number.isFinite(value) ? value : null;
}

/** The half-width of the plane: ±10, widened (20, 50, 100, …) until every typed point fits. */
function planeRange(points: readonly TPoint[]): number {
  const biggest = Math.max(
    0,
    ...points.flatMap((p) => [readCoordinate(p.x), readCoordinate(p.y)]).map((v) => Math.abs(v ?? 0)),
  );
  let range = 10;
  for (const next of [20, 50, 100, 200, 500, 1000]) if (biggest >= range) range = next;
  return range;
}

const niceStep = (range: number) => (range <= 10 ? 1 : range / 10);

/** How the plane's numbers read: `−4` with a real minus, `2,5` in Lithuanian. */
const axisNumber = (value: number, language: Language) =>
  formatPlainNumber(value, language).replace('-', '−');

/**
 * One or more points: click the plane (snaps to half units at ±10), move the chosen point with the
 * arrow keys, or type x and y. Sends `(3; -4)`, several points `(3; -4); (0; 2)`; starts from
 * `initialValue` when it is one (a restored draft).
 */
export function CoordinatePlaneInput({
  initialValue = '',
  onChange,
  disabled,
  withPlane = true,
}: {
  initialValue?: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** False when the task's figure is where the point is drawn: then only the typed fields are shown. */
  withPlane?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const ids = useId();
  const [rows, setRows] = useState<TRow[]>(() => {
    const points = pointsOfAnswer(initialValue)?.slice(0, MAX_POINTS);
    return points ? points.map((point, index) => ({ ...point, id: index + 1 })) : [{ id: 1, x: '', y: '' }];
  });
  const [activeId, setActiveId] = useState(1);
  const [nextId, setNextId] = useState(() => rows.length + 1);

  const range = planeRange(rows);
  const grid = niceStep(range);
  const snap = Math.max(0.5, range / 20);
  const scale = (VIEW - 2 * PAD) / (2 * range);
  const toX = (x: number) => PAD + (x + range) * scale;
  const toY = (y: number) => PAD + (range - y) * scale;

  const active = rows.find((r) => r.id === activeId) ?? rows[0];
  const activeIndex = active ? rows.indexOf(active) : 0;

  const update = (next: TRow[]) => {
    setRows(next);
    onChange(coordinatesAnswer(next));
  };
  const place = (x: number, y: number) => {
    if (!active) return;
    const clamp = (v: number) => Math.min(range, Math.max(-range, v));
    const text = (v: number) => formatPlainNumber(Math.round(clamp(v) * 1000) / 1000, language);
    update(rows.map((r) => (r.id === active.id ? { ...r, x: text(x), y: text(y) } : r)));
  };

  const onPlaneClick = (event: MouseEvent<SVGSVGElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const px = ((event.clientX - box.left) * VIEW) / box.width;
    const py = ((event.clientY - box.top) * VIEW) / box.height;
    const round = (v: number) => Math.round(v / snap) * snap;
    place(round((px - PAD) / scale - range), round(range - (py - PAD) / scale));
  };

  const onPlaneKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (disabled || !active) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? grid / 2 : grid;
    const x = readCoordinate(active.x) ?? 0;
    const y = readCoordinate(active.y) ?? 0;
    // The first key press puts the point at the origin; later ones move it.
    const placed = readCoordinate(active.x) !== null && readCoordinate(active.y) !== null;
    place(placed ? x + move[0] * step : 0, placed ? y + move[1] * step : 0);
  };

  const ticks: number[] = [];
  for (let v = -range; v <= range + 1e-9; v += grid) ticks.push(Math.round(v * 1000) / 1000);
  const labelEvery = range <= 10 ? 2 : 2 * grid;
  const labelled = ticks.filter(
    (v) => v !== 0 && Math.abs(v / labelEvery - Math.round(v / labelEvery)) < 1e-9,
  );

  const shown = rows
    .map((row, index) => ({ row, index, x: readCoordinate(row.x), y: readCoordinate(row.y) }))
    .filter((p): p is { row: TRow; index: number; x: number; y: number } => p.x !== null && p.y !== null);
  const activeShown = shown.find((p) => p.row.id === active?.id);
  const pointText = (p: { x: number; y: number }) =>
    `(${axisNumber(p.x, language)}; ${axisNumber(p.y, language)})`;

  return (
    <Fieldset
      legend={t('tasks:inputs.coordinates.title')}
      variant="unstyled"
      disabled={disabled}
      styles={LEGEND}
    >
      <Stack gap="sm">
        {withPlane ? (
          <>
            <Text size="sm" c="dimmed" id={`${ids}-help`}>
              {t('tasks:inputs.coordinates.help', {
                step: axisNumber(grid, language),
                fine: axisNumber(grid / 2, language),
              })}
            </Text>
            <Box maw={380} w="100%">
              <svg
                className={classes.plane}
                viewBox={`0 0 ${VIEW} ${VIEW}`}
                role="application"
                aria-roledescription={t('tasks:inputs.coordinates.roleDescription')}
                aria-label={t('tasks:inputs.coordinates.planeLabel', { index: activeIndex + 1 })}
                aria-describedby={`${ids}-help ${ids}-status`}
                aria-disabled={disabled || undefined}
                tabIndex={disabled ? -1 : 0}
                onClick={onPlaneClick}
                onKeyDown={onPlaneKey}
                data-testid="coordinate-plane"
              >
                <rect x={0} y={0} width={VIEW} height={VIEW} className={classes.paper} />
                {ticks.map((v) => (
                  <g key={v}>
                    <line x1={toX(v)} x2={toX(v)} y1={PAD} y2={VIEW - PAD} className={classes.grid} />
                    <line x1={PAD} x2={VIEW - PAD} y1={toY(v)} y2={toY(v)} className={classes.grid} />
                  </g>
                ))}
                <line x1={PAD - 6} x2={VIEW - PAD + 10} y1={toY(0)} y2={toY(0)} className={classes.axis} />
                <line x1={toX(0)} x2={toX(0)} y1={VIEW - PAD + 6} y2={PAD - 10} className={classes.axis} />
                <path
                  d={`M ${VIEW - PAD + 14} ${toY(0)} l -8 -4 v 8 z M ${toX(0)} ${PAD - 14} l -4 8 h 8 z`}
                  className={classes.arrow}
                />
                <text x={VIEW - 10} y={toY(0) - 8} className={classes.axisName} textAnchor="middle">
                  x
                </text>
                <text x={toX(0) + 10} y={12} className={classes.axisName}>
                  y
                </text>
                <g>
                  {labelled.map((v) => (
                    <g key={v}>
                      <text x={toX(v)} y={toY(0) + 13} className={classes.tick} textAnchor="middle">
                        {axisNumber(v, language)}
                      </text>
                      <text x={toX(0) - 4} y={toY(v) + 3.5} className={classes.tick} textAnchor="end">
                        {axisNumber(v, language)}
                      </text>
                    </g>
                  ))}
                  <text x={toX(0) - 4} y={toY(0) + 13} className={classes.tick} textAnchor="end">
                    0
                  </text>
                </g>
                {shown.map((p) => {
                  const isActive = p.row.id === active?.id;
                  return (
                    <g key={p.row.id}>
                      {isActive ? (
                        <circle cx={toX(p.x)} cy={toY(p.y)} r={9} className={classes.halo} />
                      ) : null}
                      <circle cx={toX(p.x)} cy={toY(p.y)} r={5} className={classes.point} />
                      {rows.length > 1 ? (
                        <text x={toX(p.x) + 8} y={toY(p.y) - 8} className={classes.pointName}>
                          {p.index + 1}
                        </text>
                      ) : null}
                    </g>
                  );
                })}
              </svg>
            </Box>
            <Text size="sm" id={`${ids}-status`} aria-live="polite">
              {activeShown
                ? t('tasks:inputs.coordinates.chosen', {
                    index: activeIndex + 1,
                    point: pointText(activeShown),
                  })
                : t('tasks:inputs.coordinates.noneChosen')}
            </Text>
          </>
        ) : null}
        <Stack gap="xs">
          {rows.map((row, index) => (
            <Fieldset
              key={row.id}
              legend={t('tasks:inputs.coordinates.point', { index: index + 1 })}
              p="xs"
              disabled={disabled}
            >
              <Group gap="xs" align="end" wrap="wrap">
                {(['x', 'y'] as const).map((axis) => (
                  <TextInput
                    key={axis}
                    label={axis}
                    aria-label={t(`tasks:inputs.coordinates.${axis}`, { index: index + 1 })}
                    value={row[axis]}
                    onFocus={() => setActiveId(row.id)}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      update(rows.map((r) => (r.id === row.id ? { ...r, [axis]: text } : r)));
                    }}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={30}
                    w={96}
                    disabled={disabled}
                  />
                ))}
                {rows.length > 1 ? (
                  <>
                    <Button
                      variant={row.id === active?.id ? 'filled' : 'default'}
                      size="sm"
                      aria-pressed={row.id === active?.id}
                      onClick={() => setActiveId(row.id)}
                      disabled={disabled}
                    >
                      {t('tasks:inputs.coordinates.select', { index: index + 1 })}
                    </Button>
                    <ActionIcon
                      variant="default"
                      size={36}
                      aria-label={t('tasks:inputs.coordinates.remove', { index: index + 1 })}
                      onClick={() => {
                        const next = rows.filter((r) => r.id !== row.id);
                        update(next);
                        if (row.id === activeId) setActiveId(next[0]?.id ?? 0);
                      }}
                      disabled={disabled}
                    >
                      <span aria-hidden="true">×</span>
                    </ActionIcon>
                  </>
                ) : null}
              </Group>
            </Fieldset>
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              update([...rows, { id: nextId, x: '', y: '' }]);
              setActiveId(nextId);
              setNextId(nextId + 1);
            }}
            disabled={disabled || rows.length >= MAX_POINTS}
          >
            {t('tasks:inputs.coordinates.add')}
          </Button>
        </Group>
        <AnswerPreview answer={coordinatesAnswer(rows)} />
      </Stack>
    </Fieldset>
  );
}
