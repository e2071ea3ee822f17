import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import {
  ASSIGNMENT_LIMITS,
  DIFFICULTIES,
  type Difficulty,
  type TAssignment,
  type TAssignmentCreate,
  type TTaskSummary,
} from '@taskas/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../../../lib/forms/field-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useStudentInterests } from '../../preferences/api/interests-api';
import { useCreateAssignment } from '../api/assignment-actions';
import { assignmentTextValidators, type TAssignmentTextValues } from './assignment-text-fields';
import { BankTaskPicker } from './bank-task-picker';
import { ChosenTaskList } from './chosen-task-list';
import { defaultDueWallTime, wallTimeToIso } from './due-date';
import { DueDateInput } from './due-date-input';
import { interestLabels, interestTags, interestValues } from './interests';
import { isSkillId, skillGroups } from './skill-options';

const { tasksMax, generatedMax, titleMax, instructionsMax, interestsMax, interestMax } = ASSIGNMENT_LIMITS;

const inRange = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= generatedMax;

/**
 * The assignment form: tasks from the bank (chosen, ordered), tasks generated for a skill, practice
 * on each student's weakest skills, any of them together; then a title, instructions and the due time.
 * Everything is checked in the user's language before it is sent; the server's refusal is shown above
 * the Assign button.
 */
export function AssignForm({
  studentIds,
  initialSkill,
  onAssigned,
  cancel,
}: {
  studentIds: number[];
  initialSkill?: string;
  onAssigned: (assignments: TAssignment[]) => void;
  cancel: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const create = useCreateAssignment();
  const startSkill = initialSkill && isSkillId(initialSkill) ? initialSkill : null;

  const form = useZodForm<TAssignmentTextValues>({
    initialValues: { title: '', instructions: '', due: defaultDueWallTime() },
    validators: assignmentTextValidators,
  });
  const [chosen, setChosen] = useState<TTaskSummary[]>([]);
  const [generateOn, setGenerateOn] = useState(startSkill !== null);
  const [skill, setSkill] = useState<string | null>(startSkill);
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [generateCount, setGenerateCount] = useState<number | string>(3);
  // Null until the tutor changes them: a single student's own interests are the starting point.
  const [chosenInterests, setInterests] = useState<string[] | null>(null);
  const studentInterests = useStudentInterests(studentIds.length === 1 ? (studentIds[0] ?? null) : null);
  const interests =
    chosenInterests ??
    (studentIds.length === 1 && studentInterests.data
      ? interestTags(studentInterests.data, t, interestsMax)
      : []);
  const [weakestOn, setWeakestOn] = useState(false);
  const [weakestCount, setWeakestCount] = useState<number | string>(3);
  // A lesson on one skill for each student (issue 14), given with the tasks (never instead of them:
  // an assignment is done when its tasks are).
  const [lessonOn, setLessonOn] = useState(false);
  const [lessonSkill, setLessonSkill] = useState<string | null>(startSkill);
  const [checked, setChecked] = useState(false);

  const generated = generateOn && inRange(generateCount) ? Number(generateCount) : 0;
  const weakest = weakestOn && inRange(weakestCount) ? Number(weakestCount) : 0;
  const total = chosen.length + generated + weakest;

  const skillError = checked && generateOn && !skill ? t('tasks:assign.generate.skillRequired') : undefined;
  const lessonSkillError =
    checked && lessonOn && !lessonSkill ? t('tasks:lessons.assign.skillRequired') : undefined;
  const countError = (on: boolean, value: number | string) =>
    (checked || value !== '') && on && !inRange(value)
      ? t('tasks:assign.countRange', { min: 1, max: generatedMax })
      : undefined;
  const tasksError: string | null = !checked
    ? null
    : total === 0 && !(generateOn && !inRange(generateCount)) && !(weakestOn && !inRange(weakestCount))
      ? t('tasks:assign.noTasks')
      : total > tasksMax
        ? t('tasks:assign.tooManyTasks', { count: tasksMax })
        : null;

  const toggle = (task: TTaskSummary) =>
    setChosen((list) =>
      list.some((item) => item.id === task.id) ? list.filter((item) => item.id !== task.id) : [...list, task],
    );
  const moveTask = (index: number, to: number) =>
    setChosen((list) => {
      const next = [...list];
      const [task] = next.splice(index, 1);
      if (task) next.splice(to, 0, task);
      return next;
    });

  const sourcesValid = () =>
    total >= 1 &&
    total <= tasksMax &&
    (!generateOn || (skill !== null && inRange(generateCount))) &&
    (!weakestOn || inRange(weakestCount)) &&
    (!lessonOn || lessonSkill !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const fieldsValid = form.validate();
    if (!fieldsValid || !sourcesValid()) {
      // The first field that needs the user's attention.
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>('#assign-form [aria-invalid="true"], #assign-form [data-invalid]')
          ?.focus(),
      );
      return;
    }
    const request: TAssignmentCreate = {
      student_ids: studentIds,
      title: form.values.title.trim(),
      instructions: form.values.instructions.trim(),
      due_at: wallTimeToIso(form.values.due) ?? '',
      task_ids: chosen.map((task) => task.id),
      generate:
        generateOn && skill
          ? {
              skill_id: skill,
              difficulty,
              count: Number(generateCount),
              interests: interestValues(interests, t, interestsMax),
            }
          : undefined,
      weakest: weakestOn ? { count: Number(weakestCount) } : undefined,
      lesson: lessonOn && lessonSkill ? { skill_id: lessonSkill } : undefined,
    };
    create.mutate(request, { onSuccess: onAssigned });
  };

  const failure = create.isError ? messageForError(create.error) : null;

  return (
    <form id="assign-form" onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Source
          title={t('tasks:assign.bank.title')}
          id="assign-bank"
          description={t('tasks:assign.bank.intro')}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BankTaskPicker chosen={chosen} onToggle={toggle} full={total >= tasksMax} />
            {/* Beside a long page of the bank on a wide screen, the chosen list stays in view. */}
            <Stack
              gap="xs"
              style={{
                position: 'sticky',
                top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))',
                alignSelf: 'start',
              }}
            >
              <Group justify="space-between" gap="xs">
                <Title order={3} fz="md" id="assign-chosen">
                  {t('tasks:assign.bank.chosenTitle', { count: chosen.length })}
                </Title>
                {chosen.length > 0 ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => setChosen([])}>
                    {t('tasks:assign.bank.clear')}
                  </Button>
                ) : null}
              </Group>
              <ChosenTaskList
                tasks={chosen}
                onMove={moveTask}
                onRemove={(index) => setChosen((list) => list.filter((_, at) => at !== index))}
              />
            </Stack>
          </SimpleGrid>
        </Source>

        <Source
          title={t('tasks:assign.generate.title')}
          id="assign-generate"
          description={t('tasks:assign.generate.intro')}
          toggle={
            <Switch
              checked={generateOn}
              onChange={(event) => setGenerateOn(event.currentTarget.checked)}
              label={t('tasks:assign.generate.toggle')}
            />
          }
        >
          {generateOn ? (
            <Stack gap="sm">
              <Select
                label={t('tasks:assign.generate.skill')}
                placeholder={t('tasks:assign.generate.skillPlaceholder')}
                data={skillGroups(language)}
                value={skill}
                onChange={setSkill}
                searchable
                required
                nothingFoundMessage={t('tasks:assign.generate.noSkill')}
                error={skillError}
                comboboxProps={{ withinPortal: true }}
                maxDropdownHeight={320}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NativeSelect
                  label={t('tasks:filters.difficulty')}
                  value={difficulty}
                  onChange={(event) => setDifficulty(event.currentTarget.value as Difficulty)}
                  data={DIFFICULTIES.map((value) => ({ value, label: t(`tasks:difficulty.${value}`) }))}
                />
                <NumberInput
                  label={t('tasks:assign.generate.count')}
                  description={t('tasks:assign.perStudent', { max: generatedMax })}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={generateCount}
                  onChange={setGenerateCount}
                  min={1}
                  max={generatedMax}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  error={countError(generateOn, generateCount)}
                />
              </SimpleGrid>
              <TagsInput
                label={t('tasks:assign.generate.interests')}
                description={t('tasks:assign.generate.interestsHelp', { max: interestsMax })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                placeholder={
                  interests.length < interestsMax
                    ? t('tasks:assign.generate.interestsPlaceholder')
                    : undefined
                }
                data={interestLabels(t)}
                value={interests}
                onChange={(tags) => setInterests(tags.map((tag) => tag.slice(0, interestMax)))}
                maxTags={interestsMax}
                clearable
                comboboxProps={{ withinPortal: true }}
                clearButtonProps={{ 'aria-label': t('tasks:assign.generate.clearInterests') }}
              />
            </Stack>
          ) : null}
        </Source>

        <Source
          title={t('tasks:assign.weakest.title')}
          id="assign-weakest"
          description={t('tasks:assign.weakest.intro')}
          toggle={
            <Switch
              checked={weakestOn}
              onChange={(event) => setWeakestOn(event.currentTarget.checked)}
              label={t('tasks:assign.weakest.toggle')}
            />
          }
        >
          {weakestOn ? (
            <NumberInput
              label={t('tasks:assign.weakest.count')}
              description={t('tasks:assign.perStudent', { max: generatedMax })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={weakestCount}
              onChange={setWeakestCount}
              min={1}
              max={generatedMax}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={countError(weakestOn, weakestCount)}
              maw={260}
            />
          ) : null}
        </Source>

        <Source
          title={t('tasks:lessons.assign.title')}
          id="assign-lesson"
          description={t('tasks:lessons.assign.intro')}
          toggle={
            <Switch
              checked={lessonOn}
              onChange={(event) => setLessonOn(event.currentTarget.checked)}
              label={t('tasks:lessons.assign.toggle')}
            />
          }
        >
          {lessonOn ? (
            <Select
              label={t('tasks:lessons.assign.skill')}
              placeholder={t('tasks:assign.generate.skillPlaceholder')}
              data={skillGroups(language)}
              value={lessonSkill}
              onChange={setLessonSkill}
              searchable
              required
              nothingFoundMessage={t('tasks:assign.generate.noSkill')}
              error={lessonSkillError}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={320}
            />
          ) : null}
        </Source>

        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          bg="var(--mantine-color-white)"
          component="section"
          aria-labelledby="assign-details"
        >
          <Stack gap="md">
            <Title order={2} fz="lg" id="assign-details">
              {t('tasks:assign.details.title')}
            </Title>
            <TextInput
              label={t('tasks:assign.details.name')}
              placeholder={t('tasks:assign.details.namePlaceholder')}
              required
              maxLength={titleMax}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('tasks:assign.details.instructions')}
              description={t('tasks:assign.details.instructionsHelp')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              rows={4}
              resize="vertical"
              maxLength={instructionsMax}
              {...form.getInputProps('instructions')}
            />
            <DueDateInput
              value={form.values.due}
              onChange={(value) => form.setValue('due', value)}
              error={form.translate(form.errors.due)}
            />
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Text role="status" fw={500}>
            {t('tasks:assign.summary', { count: total })}
            {lessonOn ? ` ${t('tasks:lessons.assign.included')}` : null}
          </Text>
          {tasksError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {tasksError}
            </Alert>
          ) : null}
          {failure ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
              title={t('tasks:assign.failed')}
            >
              {t(failure.key, failure.values)}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              type="submit"
              size="md"
              loading={create.isPending}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              {t('tasks:assign.submit')}
            </Button>
            {cancel}
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}

/** One source of tasks: a titled panel, switched on and off when `toggle` is given. */
function Source({
  title,
  id,
  description,
  toggle,
  children,
}: {
  title: string;
  id: string;
  description: string;
  toggle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="sm" align="flex-start">
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {toggle}
          </Group>
          <Text size="sm" c="dark.6">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
