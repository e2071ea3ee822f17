import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  ROLES,
  type Role,
  type TAuditEntry,
  type TAuditPerson,
} from '@taskas/contracts';
import type { TFunction } from 'i18next';
import { fullName } from '../../../lib/people/full-name';

export type TEntryWords = {
  /** "Rasa Admin deactivated Lukas Jankauskas", in the user's language. */
  sentence: string;
  /** What changed, one short phrase each: "Role: Student → Tutor", "Version 3". */
  details: string[];
};

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const isStatus = (value: unknown): value is AccountStatus =>
  ACCOUNT_STATUSES.includes(value as AccountStatus);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A person as the trail names them: their name now, or the words for an erased account. */
export function personName(person: TAuditPerson | null, t: TFunction): string {
  if (!person) return t('home:audit.system');
  // An erased account is renamed `deleted-<id>` (older servers do not send `deleted`).
  if (person.deleted ?? person.username === `deleted-${person.id}`) return t('home:audit.deletedAccount');
  return fullName(person);
}

/**
 * An entry in words. Names come from the accounts as they are now (details never hold them); what
 * changed comes from the details the server keeps for each action, each shown only when present.
 */
export function describeEntry(entry: TAuditEntry, t: TFunction, number: (n: number) => string): TEntryWords {
  const { details } = entry;
  const name = typeof details.name === 'string' ? details.name : `#${entry.target_id ?? '?'}`;
  const values = {
    actor: personName(entry.actor, t),
    // Entries about one's own account (a password changed, an invitation accepted) may name only the actor.
    target: personName(entry.target_user ?? entry.actor, t),
    name,
  };
  const key =
    entry.action === 'login.locked_out' && !entry.target_user
      ? 'home:audit.sentence.login.locked_out_unknown'
      : `home:audit.sentence.${entry.action}`;
  const sentence = t(key, values);

  // A deactivation keeps the status it ended, a reactivation the one it restored: the action is the other side.
  const from = entry.action === 'account.reactivated' ? 'deactivated' : details.from;
  const to = entry.action === 'account.deactivated' ? 'deactivated' : details.to;
  const parts: string[] = [];
  if (isRole(details.from) && isRole(details.to)) {
    parts.push(
      t('home:audit.detail.role', {
        from: t(`common:roles.${details.from}`),
        to: t(`common:roles.${details.to}`),
      }),
    );
  } else if (isStatus(from) && isStatus(to)) {
    parts.push(
      t('home:audit.detail.status', {
        from: t(`home:audit.status.${from}`),
        to: t(`home:audit.status.${to}`),
      }),
    );
  } else if (isRole(details.role)) {
    parts.push(t('home:audit.detail.newRole', { role: t(`common:roles.${details.role}`) }));
  }
  if (isCount(details.version))
    parts.push(t('home:audit.detail.version', { version: number(details.version) }));
  if (isCount(details.sessions_ended) && details.sessions_ended > 0) {
    parts.push(
      t('home:audit.detail.sessionsEnded', {
        count: details.sessions_ended,
        formatted: number(details.sessions_ended),
      }),
    );
  }
  if (isCount(details.count)) {
    parts.push(t('home:audit.detail.rows', { count: details.count, formatted: number(details.count) }));
  }
  if (entry.related_user) {
    const role = entry.related_user.role === 'student' ? 'student' : 'tutor';
    parts.push(t(`home:audit.detail.${role}`, { name: personName(entry.related_user, t) }));
  }
  return { sentence, details: parts };
}
