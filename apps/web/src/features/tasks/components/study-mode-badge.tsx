import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { StudyMode } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const COLOR: Record<StudyMode, string> = { learn: 'lagoon', practice: 'apricot', exam: 'grape' };

/**
 * The study mode in effect, what it means in a line, and the way to the preferences where it is
 * changed: a student then knows why hints or the verdict are missing.
 */
export function StudyModeBadge({ mode }: { mode: StudyMode }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" align="center" data-study-mode={mode}>
      {/* Dark text: the light tints' own shades are too pale to read on them (axe: color-contrast). */}
      <Badge color={COLOR[mode]} variant="light" c="dark.7">
        {t('tasks:solving.modes.badge', { mode: t(`tasks:solving.modes.name.${mode}`) })}
      </Badge>
      <Text size="xs" c="dark.6">
        {t(`tasks:solving.modes.summary.${mode}`)}{' '}
        <Anchor component={Link} to="/profile#preferences" size="xs" underline="always">
          {t('tasks:solving.modes.change')}
        </Anchor>
      </Text>
    </Group>
  );
}
