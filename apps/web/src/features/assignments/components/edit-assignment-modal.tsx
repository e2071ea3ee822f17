import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ASSIGNMENT_LIMITS,
  ErrorCode,
  type TAssignmentSummary,
  type TAssignmentTask,
  type TAssignmentUpdate,
} from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-skeleton';
import { showToast } from '../../../components/toast';
import { messageForError, type TMessage } from '../../../lib/forms/field-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ApiError } from '../../../lib/http';
import { useUpdateAssignment } from '../api/assignment-actions';
import { useAssignment } from '../api/get-assignment';
import { assignmentTextValidators, type TAssignmentTextValues } from './assignment-text-fields';
import { ChosenTaskList, type TOrderedTask } from './chosen-task-list';
import { isoToWallTime, wallTimeToIso } from './due-date';
import { DueDateInput } from './due-date-input';

const { titleMax, instructionsMax } = ASSIGNMENT_LIMITS;

const orderedTask = (task: TAssignmentTask): TOrderedTask => ({
  id: task.task_id,
  title: task.title,
  problem: task.problem,
  difficulty: task.difficulty,
});

/**
 * The tutor changes an open or past-due assignment: title, instructions, due time (Vilnius wall time)
 * and the order of its tasks. Only what changed is sent; the server's refusal is shown in the dialog.
 */
export function EditAssignmentModal({
  assignment,
  opened,
  onClose,
}: {
  assignment: TAssignmentSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const update = useUpdateAssignment(assignment.id);
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('tasks:manage.editTitle')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {/* Mounted while open only, so every opening starts from the assignment as it is now. */}
      {opened ? <EditAssignmentForm assignment={assignment} update={update} onClose={close} /> : null}
    </Modal>
  );
}

function EditAssignmentForm({
  assignment,
  update,
  onClose,
}: {
  assignment: TAssignmentSummary;
  update: ReturnType<typeof useUpdateAssignment>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useAssignment(assignment.id);
  const [initialDue] = useState(() => isoToWallTime(assignment.due_at));
  const form = useZodForm<TAssignmentTextValues>({
    initialValues: { title: assignment.title, instructions: assignment.instructions, due: initialDue },
    validators: {
      ...assignmentTextValidators,
      // A past-due assignment keeps its due time unless the tutor moves it (then into the future).
      due: (value) => (value === initialDue ? null : assignmentTextValidators.due(value)),
    },
  });
  const [order, setOrder] = useState<TOrderedTask[] | null>(null);
  const savedOrder = detail.data?.tasks.map(orderedTask) ?? null;
  const tasks = order ?? savedOrder;

  const move = (index: number, to: number) => {
    if (!tasks) return;
    const next = [...tasks];
    const [task] = next.splice(index, 1);
    if (task) next.splice(to, 0, task);
    setOrder(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('#edit-assignment-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const { values } = form;
    const input: TAssignmentUpdate = {};
    const title = values.title.trim();
    const instructions = values.instructions.trim();
    if (title !== assignment.title) input.title = title;
    if (instructions !== assignment.instructions) input.instructions = instructions;
    if (values.due !== initialDue) input.due_at = wallTimeToIso(values.due) ?? values.due;
    if (order && savedOrder && order.some((task, index) => task.id !== savedOrder[index]?.id)) {
      input.task_order = order.map((task) => task.id);
    }
    if (Object.keys(input).length === 0) {
      onClose();
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) => {
        showToast(t, 'teal', t('tasks:manage.saved', { title: saved.title }));
        onClose();
      },
      // Cancelled or moved away meanwhile: the list behind the dialog shows it as it now is.
      onError: () => void queryClient.invalidateQueries({ queryKey: ['assignments'] }),
    });
  };

  const failure = update.isError ? failureOf(update.error) : null;

  return (
    <form id="edit-assignment-form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('tasks:assign.details.name')}
          required
          maxLength={titleMax}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('tasks:assign.details.instructions')}
          description={t('tasks:assign.details.instructionsHelp')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={3}
          resize="vertical"
          maxLength={instructionsMax}
          {...form.getInputProps('instructions')}
        />
        <DueDateInput
          value={form.values.due}
          onChange={(value) => form.setValue('due', value)}
          onBlur={form.getInputProps('due').onBlur}
          error={form.translate(form.errors.due)}
        />
        <Stack gap={6} component="section" aria-labelledby="edit-assignment-order">
          <Title order={3} fz="sm" id="edit-assignment-order">
            {t('tasks:manage.orderTitle')}
          </Title>
          <Text size="xs" c="dark.6">
            {t('tasks:manage.orderHelp')}
          </Text>
          {tasks ? (
            <ChosenTaskList tasks={tasks} onMove={move} label={t('tasks:manage.orderLabel')} />
          ) : detail.isError ? (
            <QueryErrorPanel title={t('tasks:assignment.loadError')} query={detail} />
          ) : (
            <ListSkeleton rows={2} />
          )}
        </Stack>
        {failure ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title={t('tasks:manage.saveFailed')}
          >
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('tasks:manage.discard')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('tasks:manage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Why a change was refused; a conflict here means the assignment was cancelled meanwhile (E4002). */
function failureOf(error: unknown): TMessage {
  if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) {
    return { key: 'tasks:manage.cancelledMeanwhile' };
  }
  return messageForError(error);
}
