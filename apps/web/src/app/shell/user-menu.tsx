import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons';
import { useAuth } from '../../features/auth/auth-context';
import { initialsFor } from '../../features/auth/initials';

/**
 * The avatar's menu. Its name starts with the initials it shows (what a speech-input user says to
 * open it); inside the menu only menu items and a separator are in the accessibility tree, and who is
 * signed in is the menu's description.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const identityId = useId();
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const initials = initialsFor(user);
  return (
    // No focus placeholder: it is a child of role="menu" that is not a menu item (opening focuses the
    // first item instead). Not in a portal: the open menu stays inside the header's banner landmark.
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withArrow
      withInitialFocusPlaceholder={false}
      withinPortal={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={t('navbar:userMenu.label', { initials })} style={{ borderRadius: '50%' }}>
          <Avatar color="lagoon" variant="filled" radius="xl" size={36}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-describedby={identityId}>
        <Box id={identityId} aria-hidden="true">
          <Menu.Label>{t('navbar:userMenu.signedInAs')}</Menu.Label>
          <Text px="sm" fw={600} size="sm" truncate="end">
            {fullName}
          </Text>
          <Text px="sm" pb="xs" size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Box>
        <Menu.Divider role="separator" />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('navbar:userMenu.profile')}
        </Menu.Item>
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('navbar:userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
