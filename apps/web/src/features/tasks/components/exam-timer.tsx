import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconClock } from '../../../components/icons';
import { useElapsedSeconds } from './use-elapsed-seconds';

/** Elapsed time as `mm:ss` (`125:07` past 99 minutes). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The exam's clock: time elapsed, `mm:ss`. A `timer` is not announced as it ticks; its name says
 * what it counts and the time, for whoever moves to it.
 */
export function ExamTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const time = formatElapsed(seconds);
  return (
    <Badge
      role="timer"
      aria-label={t('tasks:solving.exam.timer', { time })}
      size="lg"
      color="grape"
      variant="light"
      c="dark.7"
      leftSection={<IconClock size={14} />}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {time}
    </Badge>
  );
}

/** An exam clock that counts by itself from when it is shown, while `running`. */
export function RunningExamTimer({ running = true }: { running?: boolean }) {
  return <ExamTimer seconds={useElapsedSeconds(running)} />;
}
