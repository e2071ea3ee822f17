import { Accordion, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { STUDY_MODES, type StudyMode } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** What a hint costs in practice mode: the server's scoring (apps/server/src/features/attempts/scoring.ts). */
const HINT_COST = { perHint: 20, full: 100 } as const;

/**
 * The three study modes as cards with a line each, and the user's documentation of them under
 * "How do the study modes work?".
 */
export function StudyModeField({
  value,
  onChange,
}: {
  value: StudyMode;
  onChange: (mode: StudyMode) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Stack gap="sm">
      <Radio.Group
        value={value}
        onChange={(next) => onChange(next as StudyMode)}
        label={t('profile:preferences.studyMode.label')}
        description={t('profile:preferences.studyMode.description')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {STUDY_MODES.map((mode) => (
            <Radio.Card
              key={mode}
              value={mode}
              radius="md"
              p="sm"
              // A button centres its content: cards of one row start their text at the same height.
              style={{ display: 'flex', alignItems: 'flex-start' }}
              aria-label={t(`profile:preferences.studyMode.${mode}`)}
              aria-describedby={`study-mode-${mode}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600}>{t(`profile:preferences.studyMode.${mode}`)}</Text>
                  <Text size="sm" c="dimmed" id={`study-mode-${mode}`}>
                    {t(`profile:preferences.studyMode.${mode}Summary`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="help">
          <Accordion.Control>{t('profile:preferences.studyMode.helpTitle')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <ModeHelp title={t('profile:preferences.studyMode.learn')}>
                {t('profile:preferences.studyMode.helpLearn')}
              </ModeHelp>
              <ModeHelp title={t('profile:preferences.studyMode.practice')}>
                {t('profile:preferences.studyMode.helpPractice', {
                  count: HINT_COST.perHint,
                  formatted: formatNumber(HINT_COST.perHint, language),
                  full: formatNumber(HINT_COST.full, language),
                })}
              </ModeHelp>
              <ModeHelp title={t('profile:preferences.studyMode.exam')}>
                {t('profile:preferences.studyMode.helpExam')}
              </ModeHelp>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

function ModeHelp({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}
