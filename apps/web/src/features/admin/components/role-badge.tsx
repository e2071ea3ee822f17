import { Badge } from '@mantine/core';
import type { AccountStatus, Role } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

// Text shades picked for at least 4.5:1 on their light badge background (WCAG AA; Mantine's default
// light-variant text is too faint for grape and red).
const ROLE_COLORS: Record<Role, { color: string; text: string }> = {
  student: { color: 'lagoon', text: 'lagoon.7' },
  tutor: { color: 'grape', text: 'grape.9' },
  admin: { color: 'red', text: 'red.9' },
};

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { color, text } = ROLE_COLORS[role];
  return (
    <Badge variant="light" color={color} c={text} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`common:roles.${role}`)}
    </Badge>
  );
}

const STATUS_COLORS: Record<AccountStatus, { color: string; text: string }> = {
  // teal.9 falls under 4.5:1 on a hovered table row's grey; this deeper green stays above 6:1.
  active: { color: 'teal', text: '#0b5e45' },
  invited: { color: 'blue', text: 'blue.9' },
  // orange.9 is 4.0:1 on white; this darker orange is about 6:1.
  deactivated: { color: 'orange', text: '#a3410b' },
  deleted: { color: 'gray', text: 'gray.8' },
};

/** An account's status beside its role: active, invited (no password yet), deactivated or deleted. */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  const { color, text } = STATUS_COLORS[status];
  return (
    <Badge variant="outline" color={color} c={text} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`home:adminUsers.statuses.${status}`)}
    </Badge>
  );
}
