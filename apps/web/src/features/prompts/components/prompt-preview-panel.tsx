import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconEye } from '@tabler/icons-react';
import { DIFFICULTIES, type Difficulty, type Language } from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../../../lib/forms/field-error';
import { interestLabels, interestValues } from '../../assignments/components/interests';
import { skillGroups } from '../../assignments/components/skill-options';
import { usePromptPreview } from '../api/prompts-api';

const INTERESTS_MAX = 5;
const INTEREST_MAX_LENGTH = 40;

/**
 * The template filled in the way generation would fill it, with sample values from a curriculum
 * skill the user picks (and a difficulty and interests): the rendered text and each variable's value.
 */
export function PromptPreviewPanel({ template, language }: { template: string; language: Language }) {
  const { t } = useTranslation();
  const [skill, setSkill] = useState<string | null>(null);
  const [skillMissing, setSkillMissing] = useState(false);
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [interests, setInterests] = useState<string[]>([]);
  const preview = usePromptPreview();
  const [previewed, setPreviewed] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!skill) {
      setSkillMissing(true);
      return;
    }
    setPreviewed(template);
    preview.mutate({
      template,
      skill_id: skill,
      language,
      difficulty,
      interests: interestValues(interests, t, INTERESTS_MAX),
    });
  };

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="prompt-preview-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="prompt-preview-title">
            {t('tasks:prompts.preview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tasks:prompts.preview.intro')}
          </Text>
        </div>
        <form onSubmit={submit} noValidate aria-labelledby="prompt-preview-title">
          <Stack gap="sm">
            <Select
              label={t('tasks:prompts.preview.skill')}
              placeholder={t('tasks:prompts.preview.skillPlaceholder')}
              data={skillGroups(language)}
              value={skill}
              onChange={(value) => {
                setSkill(value);
                setSkillMissing(false);
              }}
              searchable
              required
              nothingFoundMessage={t('tasks:prompts.preview.noSkill')}
              error={skillMissing ? t('tasks:prompts.preview.chooseSkill') : undefined}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={320}
            />
            <NativeSelect
              label={t('tasks:filters.difficulty')}
              value={difficulty}
              onChange={(event) => setDifficulty(event.currentTarget.value as Difficulty)}
              data={DIFFICULTIES.map((value) => ({ value, label: t(`tasks:difficulty.${value}`) }))}
            />
            <TagsInput
              label={t('tasks:prompts.preview.interests')}
              description={t('tasks:prompts.preview.interestsHelp', { max: INTERESTS_MAX })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={interestLabels(t)}
              value={interests}
              onChange={(tags) => setInterests(tags.map((tag) => tag.slice(0, INTEREST_MAX_LENGTH)))}
              maxTags={INTERESTS_MAX}
              clearable
              comboboxProps={{ withinPortal: true }}
              clearButtonProps={{ 'aria-label': t('tasks:prompts.preview.clearInterests') }}
            />
            <Button
              type="submit"
              variant="light"
              loading={preview.isPending}
              leftSection={<IconEye size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('tasks:prompts.preview.show')}
            </Button>
          </Stack>
        </form>

        {preview.isError ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title={t('tasks:prompts.preview.failed')}
          >
            {t(messageForError(preview.error).key, messageForError(preview.error).values)}
          </Alert>
        ) : preview.data ? (
          <Stack gap="sm" aria-live="polite">
            {previewed !== template ? (
              <Text size="sm" c="orange.9">
                {t('tasks:prompts.preview.outdated')}
              </Text>
            ) : null}
            <Title order={3} fz="md">
              {t('tasks:prompts.preview.rendered')}
            </Title>
            <Paper
              withBorder
              p="sm"
              bg="var(--mantine-color-gray-0)"
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'var(--mantine-font-family-monospace)',
                fontSize: 14,
              }}
            >
              {preview.data.rendered}
            </Paper>
            <Table aria-label={t('tasks:prompts.preview.values')} verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tasks:prompts.preview.variable')}</Table.Th>
                  <Table.Th>{t('tasks:prompts.preview.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {Object.entries(preview.data.values).map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Td ff="monospace">{name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
