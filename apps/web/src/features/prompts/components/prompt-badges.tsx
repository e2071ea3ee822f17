import { Badge, Group } from '@mantine/core';
import type { TPromptSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/people/full-name';

// Text shades picked for at least 4.5:1 on their light badge backgrounds (WCAG AA): teal.9 and
// yellow.9 fall short of it there (axe, e2e/prompts.spec.ts), so those two badges use dark text.
const BADGE = { variant: 'light', style: { flexShrink: 0 } } as const;

/** Active, default, and which library the prompt belongs to (with its owner for an admin). */
export function PromptBadges({ prompt, showOwner }: { prompt: TPromptSummary; showOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {prompt.is_active ? (
        <Badge {...BADGE} color="teal" c="dark.7">
          {t('tasks:prompts.badges.active')}
        </Badge>
      ) : (
        <Badge {...BADGE} color="gray" c="dark.6">
          {t('tasks:prompts.badges.inactive')}
        </Badge>
      )}
      <Badge
        {...BADGE}
        color={prompt.scope === 'shared' ? 'lagoon' : 'grape'}
        c={prompt.scope === 'shared' ? 'lagoon.8' : 'grape.9'}
      >
        {scopeLabel(prompt, showOwner, t)}
      </Badge>
      {prompt.is_default ? (
        <Badge {...BADGE} color="yellow" c="dark.7">
          {t('tasks:prompts.badges.default')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** "Shared", "Personal", or for an admin "Personal · Jonas Petraitis". */
export function scopeLabel(
  prompt: Pick<TPromptSummary, 'scope' | 'owner'>,
  showOwner: boolean,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (prompt.scope === 'shared') return t('tasks:prompts.scope.shared');
  if (showOwner && prompt.owner) return t('tasks:prompts.scope.personalOf', { name: fullName(prompt.owner) });
  return t('tasks:prompts.scope.personal');
}
