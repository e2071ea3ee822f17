import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import type { TLessonEffect, TSkillEffect } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { accuracyText, effectSizeText } from './effect-format';

/** The words both layouts of a table share, in the user's language. */
function useEffectWords() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    t,
    number: (n: number) => formatNumber(n, language),
    accuracy: (value: TSkillEffect['before']) => accuracyText(value, language, t),
    effect: (value: number | null) => effectSizeText(value, language, t),
    date: (at: string) => formatDate(at, language, { dateStyle: 'medium' }),
    check: (result: TLessonEffect['check_result']) =>
      result
        ? t('tasks:lessons.check.short', {
            correct: formatNumber(result.correct, language),
            total: formatNumber(result.total, language),
          })
        : t('tasks:lessons.list.noCheckYet'),
    rating: (rating: number | null) =>
      rating === null
        ? t('tasks:lessons.list.notRated')
        : t('tasks:lessons.feedback.ratingValue', {
            rating: formatNumber(rating, language),
            max: formatNumber(5, language),
          }),
  };
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Per skill: lessons and students, accuracy before and after, and the three effect sizes. */
export function SkillEffectTable({ skills }: { skills: TSkillEffect[] }) {
  const words = useEffectWords();
  const { t } = words;
  if (skills.length === 0) return <Text c="dark.6">{t('tasks:lessons.effect.noSkills')}</Text>;
  return (
    <>
      <WideTable
        label={t('tasks:lessons.effect.skillsLabel')}
        minWidth={1000}
        head={
          <>
            <Table.Th>{t('tasks:lessons.fields.skill')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.lessonsStudents')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.before')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.after')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.effect')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.comparison')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.net')}</Table.Th>
          </>
        }
      >
        {skills.map((skill) => (
          <Table.Tr key={skill.skill_id}>
            <Table.Td>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {skill.skill}
              </Text>
              <Text size="xs" c="dark.6">
                {skill.topic}
              </Text>
            </Table.Td>
            <Table.Td style={nowrap}>
              {t('tasks:lessons.effect.lessonsAndStudents', {
                lessons: words.number(skill.lessons),
                students: words.number(skill.students),
              })}
            </Table.Td>
            <Table.Td style={nowrap}>{words.accuracy(skill.before)}</Table.Td>
            <Table.Td style={nowrap}>{words.accuracy(skill.after)}</Table.Td>
            <Table.Td style={nowrap} fw={600}>
              {words.effect(skill.effect_size)}
            </Table.Td>
            <Table.Td style={nowrap}>{words.effect(skill.comparison_effect_size)}</Table.Td>
            <Table.Td style={nowrap}>{words.effect(skill.net_effect_size)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('tasks:lessons.effect.skillsLabel')}>
        {skills.map((skill) => (
          <Paper component="li" key={skill.skill_id} withBorder p="md" bg="var(--mantine-color-white)">
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {skill.skill}
              </Text>
              <Text size="sm" c="dark.6">
                {skill.topic} ·{' '}
                {t('tasks:lessons.effect.lessonsAndStudents', {
                  lessons: words.number(skill.lessons),
                  students: words.number(skill.students),
                })}
              </Text>
              <Fact label={t('tasks:lessons.effect.before')} value={words.accuracy(skill.before)} />
              <Fact label={t('tasks:lessons.effect.after')} value={words.accuracy(skill.after)} />
              <Fact label={t('tasks:lessons.effect.effect')} value={words.effect(skill.effect_size)} />
              <Fact
                label={t('tasks:lessons.effect.comparison')}
                value={words.effect(skill.comparison_effect_size)}
              />
              <Fact label={t('tasks:lessons.effect.net')} value={words.effect(skill.net_effect_size)} />
            </Stack>
          </Paper>
        ))}
      </PhoneCards>
    </>
  );
}

/** Per lesson: whose, which skill, when, accuracy before and after, the check and the rating. */
export function LessonEffectTable({ lessons }: { lessons: TLessonEffect[] }) {
  const words = useEffectWords();
  const { t } = words;
  const lessonLink = (lesson: TLessonEffect) => (
    <Anchor
      component={Link}
      to={`/lessons/${lesson.lesson_id}`}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {lesson.skill}
    </Anchor>
  );
  return (
    <>
      <WideTable
        label={t('tasks:lessons.effect.lessonsLabel')}
        minWidth={1000}
        head={
          <>
            <Table.Th>{t('tasks:lessons.fields.student')}</Table.Th>
            <Table.Th>{t('tasks:lessons.fields.skill')}</Table.Th>
            <Table.Th>{t('tasks:lessons.fields.date')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.before')}</Table.Th>
            <Table.Th>{t('tasks:lessons.effect.after')}</Table.Th>
            <Table.Th>{t('tasks:lessons.fields.check')}</Table.Th>
            <Table.Th>{t('tasks:lessons.fields.rating')}</Table.Th>
          </>
        }
      >
        {lessons.map((lesson) => (
          <Table.Tr key={lesson.lesson_id}>
            <Table.Td>{fullName(lesson.student)}</Table.Td>
            <Table.Td>{lessonLink(lesson)}</Table.Td>
            <Table.Td style={nowrap}>{words.date(lesson.created_at)}</Table.Td>
            <Table.Td style={nowrap}>{words.accuracy(lesson.before)}</Table.Td>
            <Table.Td style={nowrap}>{words.accuracy(lesson.after)}</Table.Td>
            <Table.Td style={nowrap}>{words.check(lesson.check_result)}</Table.Td>
            <Table.Td style={nowrap}>{words.rating(lesson.rating)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('tasks:lessons.effect.lessonsLabel')}>
        {lessons.map((lesson) => (
          <Paper component="li" key={lesson.lesson_id} withBorder p="md" bg="var(--mantine-color-white)">
            <Stack gap={4}>
              <Text fw={600}>{fullName(lesson.student)}</Text>
              {lessonLink(lesson)}
              <Text size="sm" c="dark.6">
                {words.date(lesson.created_at)}
              </Text>
              <Fact label={t('tasks:lessons.effect.before')} value={words.accuracy(lesson.before)} />
              <Fact label={t('tasks:lessons.effect.after')} value={words.accuracy(lesson.after)} />
              <Fact label={t('tasks:lessons.fields.check')} value={words.check(lesson.check_result)} />
              <Fact label={t('tasks:lessons.fields.rating')} value={words.rating(lesson.rating)} />
            </Stack>
          </Paper>
        ))}
      </PhoneCards>
    </>
  );
}

/** "Label: value" on a phone card, the label in bold. */
function Fact({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {t('tasks:lessons.effect.factLabel', { label })}
      </Text>{' '}
      {value}
    </Text>
  );
}
