import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The small "AI" beside a hint a language model phrased as a question (the engine let it through): a
 * student knows who is asking. The full words are read out and shown on hover.
 */
export default function AiHintMark() {
  const { t } = useTranslation();
  const label = t('tasks:solving.ai.hintBadgeLabel');
  return (
    <Tooltip label={label} withinPortal>
      <Badge
        component="span"
        size="xs"
        color="grape"
        variant="light"
        c="dark.7"
        tt="none"
        ml={6}
        style={{ verticalAlign: 'middle' }}
      >
        <span aria-hidden="true">{t('tasks:solving.ai.hintBadge')}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
