import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TLesson } from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconAlert, IconCompass, IconSparkles } from '../../../components/icons';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useGenerateAdaptiveLesson, useGenerateLesson } from '../api/lessons-api';
import { lessonStartError } from './lesson-errors';
import { LESSON_GRADES, lessonSkillOptions, lessonTopicOptions } from './lesson-skill-options';

/**
 * The two ways into a new lesson: one picked from the student's results, or one on a skill they choose
 * (a topic, optionally narrowed to a skill, for a grade). Either opens the lesson once it is made.
 */
export function StartLessonPanel() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const adaptive = useGenerateAdaptiveLesson();
  const chosen = useGenerateLesson();
  const busy = adaptive.isPending || chosen.isPending;

  const [grade, setGrade] = useState<number | null>(null);
  const [topic, setTopic] = useState('');
  const [skill, setSkill] = useState('');
  const [checked, setChecked] = useState(false);
  const topics = lessonTopicOptions(language, grade);
  const skills = topic ? lessonSkillOptions(language, topic, grade) : [];
  const topicError = checked && !topic ? t('tasks:lessons.start.topicRequired') : undefined;

  const open = (lesson: TLesson) => void navigate(`/lessons/${lesson.id}`);
  const startAdaptive = () => {
    chosen.reset();
    adaptive.mutate({ language, grade: grade ?? undefined }, { onSuccess: open });
  };
  const startChosen = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!topic) return;
    adaptive.reset();
    chosen.mutate(
      skill
        ? { skill_id: skill, language, grade: grade ?? undefined }
        : { topic, language, grade: grade ?? undefined },
      { onSuccess: open },
    );
  };
  const chooseGrade = (value: string) => {
    const next = value ? Number(value) : null;
    setGrade(next);
    // A topic or skill not taught in the new grade is dropped rather than sent.
    if (topic && !lessonTopicOptions(language, next).some((option) => option.value === topic)) {
      setTopic('');
      setSkill('');
    } else if (skill && !lessonSkillOptions(language, topic, next).some((option) => option.value === skill)) {
      setSkill('');
    }
  };

  const failed = adaptive.error ?? chosen.error;
  const failure = failed ? lessonStartError(failed) : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          bg="var(--mantine-color-white)"
          component="section"
          aria-labelledby="lesson-adaptive"
        >
          <Stack gap="sm" align="flex-start" h="100%">
            <Title order={2} fz="lg" id="lesson-adaptive">
              {t('tasks:lessons.start.adaptiveTitle')}
            </Title>
            <Text size="sm" c="dark.6">
              {t('tasks:lessons.start.adaptiveText')}
            </Text>
            <Button
              mt="auto"
              leftSection={<IconSparkles size={16} />}
              onClick={startAdaptive}
              loading={adaptive.isPending}
              disabled={busy && !adaptive.isPending}
            >
              {t('tasks:lessons.start.adaptive')}
            </Button>
          </Stack>
        </Paper>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          bg="var(--mantine-color-white)"
          component="section"
          aria-labelledby="lesson-chosen"
        >
          <form onSubmit={startChosen} noValidate>
            <Stack gap="sm">
              <Title order={2} fz="lg" id="lesson-chosen">
                {t('tasks:lessons.start.chooseTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NativeSelect
                  label={t('tasks:lessons.start.grade')}
                  value={grade === null ? '' : String(grade)}
                  onChange={(event) => chooseGrade(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('tasks:lessons.start.anyGrade') },
                    ...LESSON_GRADES.map((value) => ({
                      value: String(value),
                      label: t('tasks:gradeValue', { grade: value }),
                    })),
                  ]}
                />
                <NativeSelect
                  label={t('tasks:lessons.start.topic')}
                  value={topic}
                  onChange={(event) => {
                    setTopic(event.currentTarget.value);
                    setSkill('');
                  }}
                  data={[{ value: '', label: t('tasks:lessons.start.chooseTopic') }, ...topics]}
                  error={topicError}
                  required
                />
              </SimpleGrid>
              <NativeSelect
                label={t('tasks:lessons.start.skill')}
                value={skill}
                onChange={(event) => setSkill(event.currentTarget.value)}
                disabled={!topic}
                data={[{ value: '', label: t('tasks:lessons.start.anySkill') }, ...skills]}
              />
              <Button
                type="submit"
                variant="light"
                leftSection={<IconCompass size={16} />}
                loading={chosen.isPending}
                disabled={busy && !chosen.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('tasks:lessons.start.chosen')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </SimpleGrid>
      {busy ? (
        <Text size="sm" c="dark.6" role="status">
          {t('tasks:lessons.start.making')}
        </Text>
      ) : null}
      {failure ? (
        <Alert
          color="red"
          icon={<IconAlert size={18} />}
          role="alert"
          title={t('tasks:lessons.start.failed')}
        >
          {t(failure.key, failure.values)}
        </Alert>
      ) : null}
    </Stack>
  );
}
