import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../components/icons';

/** "5 klasė" / "Grade 5". */
export function GradeBadge({ grade }: { grade: number }) {
  const { t } = useTranslation();
  return (
    <Badge color="gray" variant="light">
      {t('tasks:gradeValue', { grade })}
    </Badge>
  );
}

/** A green badge with a tick: a task solved, an answer right. It never shrinks beside a long title. */
export function CheckBadge({ children }: { children: ReactNode }) {
  return (
    // Dark text: the light green's own shade is too pale for its tint (axe: color-contrast).
    <Badge
      color="green"
      variant="light"
      c="dark.7"
      leftSection={<IconCheck size={12} />}
      style={{ flexShrink: 0 }}
    >
      {children}
    </Badge>
  );
}
