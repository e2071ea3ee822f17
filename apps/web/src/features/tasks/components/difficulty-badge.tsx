import { Badge, type MantineColor } from '@mantine/core';
import type { Difficulty } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Difficulty, MantineColor> = {
  very_easy: 'teal',
  easy: 'green',
  medium: 'yellow',
  hard: 'orange',
  very_hard: 'red',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation();
  return (
    // Dark text: the light variant's own shade is too pale on the lighter tints (axe: color-contrast).
    <Badge color={COLORS[difficulty]} variant="light" c="dark.7">
      {t(`tasks:difficulty.${difficulty}`)}
    </Badge>
  );
}
