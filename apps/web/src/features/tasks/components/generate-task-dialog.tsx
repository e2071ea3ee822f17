import { Alert, Button, Group, Modal, NativeSelect, Select, Stack, Text } from '@mantine/core';
import { DIFFICULTIES, interestsForGeneration, type PRACTICE_DIFFICULTIES } from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconAlert, IconSparkles } from '../../../components/icons';
import { messageForError } from '../../../lib/forms/field-error';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useMyInterests } from '../../preferences/api/interests-api';
import { InterestChips, isInterestChoice } from '../../preferences/components/interest-chips';
import { usePreferences } from '../../preferences/use-preferences';
import { useGenerateTask } from '../api/generate-task';
import { topicOptions } from './topics';

type TPracticeDifficulty = (typeof PRACTICE_DIFFICULTIES)[number];

/**
 * "Generate a task": a topic and grade from the curriculum, a difficulty (the stored preference
 * by default, `auto` letting mastery choose) and interests that theme word problems. A new task
 * opens on its own page.
 */
export function GenerateTaskDialog({
  opened,
  onClose,
  initialTopic = null,
}: {
  opened: boolean;
  onClose: () => void;
  initialTopic?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tasks:generate.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {/* Mounted only while open: each opening starts from the stored preference. */}
      {opened ? <GenerateTaskForm onClose={onClose} initialTopic={initialTopic} /> : null}
    </Modal>
  );
}

function GenerateTaskForm({ onClose, initialTopic }: { onClose: () => void; initialTopic: string | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const { preferences } = usePreferences();
  const generate = useGenerateTask();
  const topics = topicOptions(language);

  const [topic, setTopic] = useState<string | null>(initialTopic);
  const [grade, setGrade] = useState('');
  const [chosenDifficulty, setDifficulty] = useState<TPracticeDifficulty | null>(null);
  // A student's saved interests until they tick others (their own words are chips too).
  const saved = useMyInterests().data;
  const [chosenInterests, setInterests] = useState<string[] | null>(null);
  const interests = chosenInterests ?? (saved ? [...saved.chosen, ...saved.own] : []);
  const [topicMissing, setTopicMissing] = useState(false);

  const difficulty = chosenDifficulty ?? preferences.difficulty;
  const grades = topics.find((option) => option.id === topic)?.grades ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!topic) {
      setTopicMissing(true);
      return;
    }
    generate.mutate(
      {
        topic,
        difficulty,
        grade: grade ? Number(grade) : undefined,
        interests: interestsForGeneration({
          chosen: interests.filter(isInterestChoice),
          own: interests.filter((interest) => !isInterestChoice(interest)),
        }),
      },
      {
        onSuccess: (task) => {
          onClose();
          navigate(`/tasks/${task.id}`);
        },
      },
    );
  };

  const failure = generate.isError ? messageForError(generate.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('tasks:generate.intro')}</Text>
        <Select
          label={t('tasks:generate.topic')}
          placeholder={t('tasks:generate.topicPlaceholder')}
          data={topics.map((option) => ({ value: option.id, label: option.name }))}
          value={topic}
          onChange={(value) => {
            setTopic(value);
            setTopicMissing(false);
            // A grade the new topic is not taught in would only be refused.
            const next = topics.find((option) => option.id === value);
            if (grade && !next?.grades.includes(Number(grade))) setGrade('');
          }}
          searchable
          required
          nothingFoundMessage={t('tasks:generate.noTopic')}
          error={topicMissing ? t('tasks:generate.topicRequired') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('tasks:generate.grade')}
            value={grade}
            onChange={(event) => setGrade(event.currentTarget.value)}
            data={[
              { value: '', label: t('tasks:generate.anyGrade') },
              ...grades.map((value) => ({
                value: String(value),
                label: t('tasks:gradeValue', { grade: value }),
              })),
            ]}
            disabled={grades.length === 0}
            miw={160}
          />
          <NativeSelect
            label={t('tasks:generate.difficulty')}
            value={difficulty}
            onChange={(event) => setDifficulty(event.currentTarget.value as TPracticeDifficulty)}
            data={[
              { value: 'auto', label: t('tasks:generate.autoDifficulty') },
              ...DIFFICULTIES.map((value) => ({ value, label: t(`tasks:difficulty.${value}`) })),
            ]}
            miw={160}
          />
        </Group>
        <Stack gap={6} role="group" aria-labelledby="generate-interests">
          <Text id="generate-interests" size="sm" fw={500}>
            {t('tasks:generate.interests')}
          </Text>
          <Text size="xs" c="dimmed" mt={-4}>
            {t('tasks:generate.interestsHelp')}
          </Text>
          <InterestChips value={interests} onChange={setInterests} extra={saved?.own} />
        </Stack>
        {failure ? (
          <Alert color="red" icon={<IconAlert size={18} />} role="alert">
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={generate.isPending} leftSection={<IconSparkles size={16} />}>
            {t('tasks:generate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
