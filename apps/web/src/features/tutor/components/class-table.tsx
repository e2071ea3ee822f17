import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { DashboardSort, TDashboardStudent } from '@taskas/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconTrash } from '../../../components/icons';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { showToast } from '../../../components/toast';
import { messageForError } from '../../../lib/forms/field-error';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { formatPercent } from '../../student/components/format-percent';
import { formatFullDate, formatWhen } from '../../student/components/relative-time';
import { useRemoveStudent } from '../api/tutor-invite';
import { StruggleAlert } from './struggle-alert';

export type TSortState = { sort: DashboardSort; order: 'asc' | 'desc' };

/** The order a column sorts in when first chosen: names A→Z, flagged students first, else most first. */
export const FIRST_ORDER: Record<DashboardSort, 'asc' | 'desc'> = {
  name: 'asc',
  alert: 'asc',
  last_active: 'desc',
  week_solved: 'desc',
  accuracy: 'desc',
  points: 'desc',
  open_assignments: 'desc',
  overdue_assignments: 'desc',
  mastery: 'desc',
};

const studentPath = (student: TDashboardStudent) => `/tutor/students/${student.id}`;

/** A column header that sorts the class by it; a second click turns the order round. */
function SortHeader({
  column,
  label,
  state,
  onSort,
  align = 'left',
}: {
  column: DashboardSort;
  label: string;
  state: TSortState;
  onSort: (next: TSortState) => void;
  align?: 'left' | 'right';
}) {
  const active = state.sort === column;
  const Icon = !active ? IconSelector : state.order === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active
    ? { sort: column, order: state.order === 'asc' ? 'desc' : 'asc' }
    : { sort: column, order: FIRST_ORDER[column] };
  return (
    <Table.Th
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ textAlign: align, verticalAlign: 'bottom' }}
    >
      <UnstyledButton
        onClick={() => onSort(next as TSortState)}
        fw={700}
        fz="sm"
        ta={align}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, lineHeight: 1.3 }}
      >
        {label}
        <Icon size={14} stroke={2} aria-hidden="true" opacity={active ? 1 : 0.5} />
      </UnstyledButton>
    </Table.Th>
  );
}

const WEEK_MS = 7 * 86_400_000;

/** "2 hours ago", "yesterday" within a week; then the date ("3 November", "lapkričio 3 d."), the year if not this one. */
function lastActive(at: string, language: 'lt' | 'en', justNow: string): string {
  const time = new Date(at);
  if (Date.now() - time.getTime() < WEEK_MS) return formatWhen(at, language, justNow);
  const sameYear = time.getFullYear() === new Date().getFullYear();
  return formatDate(at, language, {
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** The figures of one student, formatted for the reader. */
function useFigures() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  return {
    lastActive: (s: TDashboardStudent) =>
      s.last_active_at ? lastActive(s.last_active_at, language, t('home:tutor.table.justNow')) : null,
    lastActiveFull: (s: TDashboardStudent) =>
      s.last_active_at ? formatFullDate(s.last_active_at, language) : undefined,
    accuracy: (s: TDashboardStudent) => (s.accuracy === null ? null : formatPercent(s.accuracy, language)),
    answers: (s: TDashboardStudent) =>
      t('home:tutor.table.answers', { count: s.answers, formatted: number(s.answers) }),
    mastery: (s: TDashboardStudent) =>
      s.mastery.mean === null ? null : formatPercent(s.mastery.mean, language),
    skills: (s: TDashboardStudent) =>
      t('home:tutor.table.skillsMastered', {
        mastered: number(s.mastery.skills_mastered),
        count: s.mastery.skills_practised,
        formatted: number(s.mastery.skills_practised),
      }),
    number,
  };
}

/** A figure, or a dash read out as "none yet". */
function Figure({ value, none }: { value: string | null; none: string }) {
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{none}</VisuallyHidden>
    </>
  );
}

function MasteryCell({ student }: { student: TDashboardStudent }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const mean = student.mastery.mean;
  return (
    <Stack gap={4} miw={110}>
      <Text size="sm" fw={600}>
        <Figure value={figures.mastery(student)} none={t('home:tutor.table.noMastery')} />
      </Text>
      {mean !== null ? (
        <>
          <Progress
            value={mean * 100}
            size="sm"
            color={mean >= 0.8 ? 'green' : 'lagoon'}
            aria-hidden="true"
          />
          <Text size="xs" c="dimmed">
            {figures.skills(student)}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The class: a table with sortable columns on wider screens, a card per student on a phone; each
 * student can be chosen (to assign to several at once), opened, or removed (confirmed first).
 */
export function ClassTable({
  students,
  sort,
  onSort,
  selected,
  onSelect,
}: {
  students: TDashboardStudent[];
  sort: TSortState;
  onSort: (next: TSortState) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], chosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  const remove = useRemoveStudent();
  const [removing, setRemoving] = useState<TDashboardStudent | null>(null);
  const pageIds = students.map((s) => s.id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;

  const confirmRemove = async (student: TDashboardStudent) => {
    try {
      await remove.mutateAsync(student.id);
      onSelect([student.id], false);
      showToast(t, 'teal', t('home:tutor.remove.done', { name: fullName(student) }));
    } catch (error) {
      const message = messageForError(error);
      showToast(t, 'red', t(message.key, message.values));
    }
    setRemoving(null);
  };
  const removeButton = (student: TDashboardStudent, compact = false) =>
    compact ? (
      <Tooltip label={t('home:tutor.remove.buttonFor', { name: fullName(student) })} withArrow>
        <ActionIcon
          variant="subtle"
          color="red.9"
          onClick={() => setRemoving(student)}
          aria-label={t('home:tutor.remove.buttonFor', { name: fullName(student) })}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    ) : (
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-sm"
        onClick={() => setRemoving(student)}
        aria-label={t('home:tutor.remove.buttonFor', { name: fullName(student) })}
      >
        {t('home:tutor.remove.button')}
      </Button>
    );
  const choose = (student: TDashboardStudent) => (
    <Checkbox
      aria-label={t('home:tutor.selection.choose', { name: fullName(student) })}
      checked={selected.has(student.id)}
      onChange={(event) => onSelect([student.id], event.currentTarget.checked)}
    />
  );
  const header = (column: DashboardSort, label: string, align?: 'left' | 'right') => (
    <SortHeader column={column} label={label} state={sort} onSort={onSort} align={align} />
  );
  const none = {
    active: t('home:tutor.table.neverActive'),
    accuracy: t('home:tutor.table.noAnswers'),
  };

  return (
    <>
      <WideTable
        label={t('home:tutor.studentsTitle')}
        minWidth={960}
        head={
          <>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('home:tutor.selection.choosePage')}
                checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
            {header('name', t('home:tutor.columns.name'))}
            {header('last_active', t('home:tutor.columns.lastActive'))}
            {header('week_solved', t('home:tutor.columns.weekSolved'), 'right')}
            {header('accuracy', t('home:tutor.columns.accuracy'), 'right')}
            {header('points', t('home:tutor.columns.points'), 'right')}
            {header('open_assignments', t('home:tutor.columns.openAssignments'), 'right')}
            {header('overdue_assignments', t('home:tutor.columns.overdueAssignments'), 'right')}
            {header('mastery', t('home:tutor.columns.mastery'))}
            {header('alert', t('home:tutor.columns.alert'))}
            <Table.Th w={52}>
              <VisuallyHidden>{t('home:tutor.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {students.map((student) => (
          <Table.Tr
            key={student.id}
            bg={selected.has(student.id) ? 'var(--mantine-color-lagoon-0)' : undefined}
          >
            <Table.Td>{choose(student)}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={studentPath(student)} fw={600}>
                {fullName(student)}
              </Anchor>
              <Text size="xs" c="dimmed">
                @{student.username}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} title={figures.lastActiveFull(student)}>
              <Figure value={figures.lastActive(student)} none={none.active} />
            </Table.Td>
            <Table.Td ta="right">{figures.number(student.week_solved)}</Table.Td>
            <Table.Td ta="right">
              <Figure value={figures.accuracy(student)} none={none.accuracy} />
              {student.answers > 0 ? (
                <Text size="xs" c="dimmed">
                  {figures.answers(student)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right">{figures.number(student.points)}</Table.Td>
            <Table.Td ta="right">{figures.number(student.open_assignments)}</Table.Td>
            <Table.Td
              ta="right"
              c={student.overdue_assignments > 0 ? 'red.9' : undefined}
              fw={student.overdue_assignments > 0 ? 700 : undefined}
            >
              {figures.number(student.overdue_assignments)}
            </Table.Td>
            <Table.Td>
              <MasteryCell student={student} />
            </Table.Td>
            <Table.Td style={{ minWidth: 150 }}>
              <StruggleAlert alert={student.alert} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{removeButton(student, true)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('home:tutor.studentsTitle')}>
        {students.map((student) => (
          <li key={student.id}>
            <Card
              withBorder
              padding="md"
              bg={selected.has(student.id) ? 'var(--mantine-color-lagoon-0)' : undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <div style={{ paddingTop: 3 }}>{choose(student)}</div>
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor
                    component={Link}
                    to={studentPath(student)}
                    fw={600}
                    c="lagoon.7"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {fullName(student)}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    @{student.username}
                  </Text>
                </Stack>
              </Group>
              {student.alert ? (
                <div style={{ marginTop: 8 }}>
                  <StruggleAlert alert={student.alert} />
                </div>
              ) : null}
              <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={6} mt="sm" mb={0}>
                <CardFigure label={t('home:tutor.columns.lastActive')}>
                  <Figure value={figures.lastActive(student)} none={none.active} />
                </CardFigure>
                <CardFigure label={t('home:tutor.columns.weekSolved')}>
                  {figures.number(student.week_solved)}
                </CardFigure>
                <CardFigure label={t('home:tutor.columns.accuracy')}>
                  <Figure value={figures.accuracy(student)} none={none.accuracy} />
                </CardFigure>
                <CardFigure label={t('home:tutor.columns.points')}>
                  {figures.number(student.points)}
                </CardFigure>
                <CardFigure label={t('home:tutor.columns.assignments')}>
                  {t('home:tutor.table.assignments', {
                    open: figures.number(student.open_assignments),
                    overdue: figures.number(student.overdue_assignments),
                  })}
                </CardFigure>
                <CardFigure label={t('home:tutor.columns.mastery')}>
                  <Figure value={figures.mastery(student)} none={t('home:tutor.table.noMastery')} />
                </CardFigure>
              </SimpleGrid>
              <Group justify="flex-end" mt={4}>
                {removeButton(student)}
              </Group>
            </Card>
          </li>
        ))}
      </PhoneCards>
      <ConfirmDialog
        opened={removing !== null}
        title={t('home:tutor.remove.title')}
        confirmLabel={t('home:tutor.remove.confirm')}
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      >
        {t('home:tutor.remove.text', { name: removing ? fullName(removing) : '' })}
      </ConfirmDialog>
    </>
  );
}

function CardFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}
