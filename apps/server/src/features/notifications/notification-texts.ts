import type { Language } from '@taskas/contracts';
import type { NotificationType } from '../../db/schema.ts';

/** What happened, as the producer knows it; the text is written for the recipient. */
export type NotificationEvent =
  | { kind: 'student_joined'; studentId: number; studentName: string }
  | {
      kind: 'link_ended';
      otherName: string;
      endedBy: 'tutor' | 'student' | 'admin';
      /** Set when the recipient is the tutor: the student whose link ended. */
      studentId?: number;
    }
  | { kind: 'self_directed_activity'; studentId: number; studentName: string; tasksToday: number }
  | { kind: 'assignment_assigned'; assignmentId: number; title: string; dueAt: string }
  | {
      kind: 'assignment_completed';
      assignmentId: number;
      title: string;
      studentId: number;
      studentName: string;
    }
  | { kind: 'assignment_due'; assignmentId: number; title: string; dueAt: string }
  | {
      kind: 'assignment_overdue';
      assignmentId: number;
      title: string;
      dueAt: string;
      /** The student who did not finish; the recipient is that student or their tutor. */
      studentId: number;
      studentName: string;
    };

export type Recipient = { id: number; role: 'student' | 'tutor' | 'admin'; language: Language };

export type RenderedNotification = {
  type: NotificationType;
  title: string;
  message: string;
  action_url: string;
  /** Set for a notification that may exist only once; see migration 005. */
  dedupe_key: string | null;
  /** A repeated write refreshes the text of the one row (today's summary) instead of being dropped. */
  refresh: boolean;
};

/** Due times are shown as the tutor set them: Vilnius time, in the reader's language. */
export function formatDueAt(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Vilnius',
  }).format(new Date(iso));
}

/** The due time as stored (UTC, milliseconds), whatever form the event carries it in. */
const isoOf = (time: string) => new Date(time).toISOString();

const ltPlural = new Intl.PluralRules('lt');

/** "1 užduotį", "3 užduotis", "10 užduočių", "21 užduotį" (the object of a verb). */
function ltTasksAccusative(count: number): string {
  const form = ltPlural.select(count);
  if (form === 'one') return `${count} užduotį`;
  if (form === 'few') return `${count} užduotis`;
  return `${count} užduočių`;
}

function enTasks(count: number): string {
  return count === 1 ? '1 task' : `${count} tasks`;
}

function linkEndedMessage(recipient: Recipient, event: Extract<NotificationEvent, { kind: 'link_ended' }>) {
  const name = event.otherName;
  const lt = recipient.language === 'lt';
  if (recipient.role === 'tutor') {
    if (event.endedBy === 'student')
      return lt
        ? `${name} nutraukė ryšį su jumis ir nebėra jūsų mokinių sąraše.`
        : `${name} left your class.`;
    if (event.endedBy === 'admin')
      return lt
        ? `Administratorius pašalino mokinį iš jūsų mokinių sąrašo: ${name}.`
        : `An administrator removed ${name} from your class.`;
    return lt ? `Pašalinote mokinį iš savo sąrašo: ${name}.` : `You removed ${name} from your class.`;
  }
  if (event.endedBy === 'tutor')
    return lt ? `${name} nutraukė mokymo ryšį su jumis.` : `${name} ended the tutoring link with you.`;
  if (event.endedBy === 'admin')
    return lt
      ? `Administratorius nutraukė jūsų mokymo ryšį su mokytoju: ${name}.`
      : `An administrator ended your tutoring link with ${name}.`;
  return lt ? `Nutraukėte mokymo ryšį su mokytoju: ${name}.` : `You ended the tutoring link with ${name}.`;
}

/**
 * The notification `event` becomes for `recipient`. `day` (YYYY-MM-DD, UTC) keys the daily summary.
 */
export function renderNotification(
  recipient: Recipient,
  event: NotificationEvent,
  day: string,
): RenderedNotification {
  const lt = recipient.language === 'lt';
  const once = (key: string) => ({ dedupe_key: key, refresh: false });
  switch (event.kind) {
    case 'student_joined':
      return {
        type: 'other',
        title: lt ? 'Naujas mokinys' : 'New student',
        message: lt
          ? `${event.studentName} prisijungė prie jūsų mokinių sąrašo.`
          : `${event.studentName} joined your class.`,
        action_url: `/tutor/students/${event.studentId}`,
        dedupe_key: null,
        refresh: false,
      };
    case 'link_ended':
      return {
        type: 'other',
        title: lt ? 'Mokymo ryšys nutrauktas' : 'Tutoring link ended',
        message: linkEndedMessage(recipient, event),
        action_url: recipient.role === 'student' ? '/profile' : '/tutor/dashboard',
        dedupe_key: null,
        refresh: false,
      };
    case 'self_directed_activity':
      return {
        type: 'self_directed_activity',
        title: lt ? 'Savarankiška praktika' : 'Practice on their own',
        message: lt
          ? `${event.studentName} šiandien savarankiškai sprendė ${ltTasksAccusative(event.tasksToday)}.`
          : `${event.studentName} practised on their own today: ${enTasks(event.tasksToday)}.`,
        action_url: `/tutor/students/${event.studentId}`,
        dedupe_key: `self_directed:${event.studentId}:${recipient.id}:${day}`,
        refresh: true,
      };
    case 'assignment_assigned':
      return {
        type: 'assignment_assigned',
        title: lt ? 'Naujos paskirtos užduotys' : 'New assignment',
        message: lt
          ? `„${event.title}“ – atlikti iki ${formatDueAt(event.dueAt, 'lt')}.`
          : `“${event.title}” is due ${formatDueAt(event.dueAt, 'en')}.`,
        action_url: `/student/assignments/${event.assignmentId}`,
        ...once(`assignment_assigned:${event.assignmentId}:${recipient.id}`),
      };
    case 'assignment_completed':
      return {
        type: 'assignment_completed',
        title: lt ? 'Paskirtos užduotys atliktos' : 'Assignment completed',
        message: lt
          ? `${event.studentName} atliko „${event.title}“.`
          : `${event.studentName} completed “${event.title}”.`,
        action_url: `/tutor/students/${event.studentId}`,
        ...once(`assignment_completed:${event.assignmentId}:${event.studentId}:${recipient.id}`),
      };
    case 'assignment_due':
      return {
        type: 'assignment_due',
        title: lt ? 'Artėja terminas' : 'Assignment due soon',
        message: lt
          ? `„${event.title}“ reikia atlikti iki ${formatDueAt(event.dueAt, 'lt')}.`
          : `“${event.title}” is due ${formatDueAt(event.dueAt, 'en')}.`,
        action_url: `/student/assignments/${event.assignmentId}`,
        // The due time is part of the key: moved later, the reminder is due again for the new time.
        ...once(`assignment_due:${event.assignmentId}:${isoOf(event.dueAt)}:${recipient.id}`),
      };
    case 'assignment_overdue': {
      const due = formatDueAt(event.dueAt, recipient.language);
      const toStudent = recipient.id === event.studentId;
      return {
        type: 'assignment_overdue',
        title: lt ? 'Terminas praėjo' : 'Assignment overdue',
        message: toStudent
          ? lt
            ? `„${event.title}“ reikėjo atlikti iki ${due}.`
            : `“${event.title}” was due ${due}.`
          : lt
            ? `${event.studentName} neatliko „${event.title}“ iki termino (${due}).`
            : `${event.studentName} did not finish “${event.title}” by ${due}.`,
        action_url: toStudent
          ? `/student/assignments/${event.assignmentId}`
          : `/tutor/students/${event.studentId}`,
        ...once(`assignment_overdue:${event.assignmentId}:${isoOf(event.dueAt)}:${recipient.id}`),
      };
    }
  }
}
