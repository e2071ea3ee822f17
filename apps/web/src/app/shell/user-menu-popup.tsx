import { Box, Menu, Text } from '@mantine/core';
import type { TUser } from '@taskas/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDeferredPartProps } from '../../components/deferred-part';
import { IconLogout, IconUser } from '../../components/icons';
import { AvatarButton } from './user-menu';

/**
 * The avatar's menu (Mantine's Menu and what positions it), fetched after the page has loaded or when
 * the avatar is first used (user-menu.tsx). Its name starts with the initials it shows (what a
 * speech-input user says to open it); inside the menu only menu items and a separator are in the
 * accessibility tree, and who is signed in is the menu's description.
 */
export default function UserMenuPopup({
  user,
  onLogout,
  activated,
  autoFocus,
}: { user: TUser; onLogout: () => void } & TDeferredPartProps) {
  const { t } = useTranslation();
  const identityId = useId();
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the placeholder
  useEffect(() => {
    if (autoFocus && !activated) target.current?.focus();
  }, []);
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
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
      defaultOpened={activated}
    >
      <Menu.Target>
        <AvatarButton ref={target} user={user} />
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
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('navbar:userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
