import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons';
import { useAuth } from '../../features/auth/auth-context';
import { initialsFor } from '../../features/auth/initials';

export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t('navbar:userMenu.label')} style={{ borderRadius: '50%' }}>
          <Avatar color="lagoon" variant="filled" radius="xl" size={36}>
            {initialsFor(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('navbar:userMenu.signedInAs')}</Menu.Label>
        <Text px="sm" fw={600} size="sm" truncate="end">
          {fullName}
        </Text>
        <Text px="sm" pb="xs" size="xs" c="dimmed" truncate="end">
          {user.email}
        </Text>
        <Menu.Divider />
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
