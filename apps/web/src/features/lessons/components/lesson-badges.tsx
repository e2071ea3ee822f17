import { Badge } from '@mantine/core';
import type { LessonReason, LessonStatus } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../../components/icons';

// Dark text on the light tints: their own shades are too pale to read (axe: color-contrast).
const STATUS_COLORS: Record<LessonStatus, string> = {
  not_started: 'gray',
  practising: 'blue',
  checking: 'yellow',
  completed: 'green',
};

/** Where a lesson stands: not started, practising, checking, completed. */
export function LessonStatusBadge({ status }: { status: LessonStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark.7" style={{ flexShrink: 0 }}>
      {t(`tasks:lessons.status.${status}`)}
    </Badge>
  );
}

/** Why the lesson is on this skill: chosen, the weakest, a review, a new skill, or a tutor's assignment. */
export function LessonReasonBadge({ reason }: { reason: LessonReason }) {
  const { t } = useTranslation();
  return (
    <Badge color="lagoon" variant="outline" c="dark.7" tt="none" style={{ flexShrink: 0 }}>
      {t(`tasks:lessons.reason.${reason}`)}
    </Badge>
  );
}

/** Text a language model wrote and the engine let through: said so wherever it is shown. */
export function WrittenWithAiBadge({ label }: { label: string }) {
  return (
    <Badge
      color="grape"
      variant="light"
      c="dark.7"
      tt="none"
      leftSection={<IconSparkles size={12} />}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
