import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../features/auth/auth-context';
import { AppLogo } from './app-logo';
import { NavLinkIcon } from './nav-link-icon';
import { sidebarLinksFor } from './nav-links';
import classes from './shell.module.css';

/**
 * The mobile sidebar: a drawer whose overlay locks page scrolling; Escape, the overlay and a
 * route change (handled by the shell) close it.
 */
export function AppSidebar({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Drawer
      id="app-sidebar"
      opened={opened}
      onClose={onClose}
      size={300}
      padding="md"
      lockScroll
      closeOnEscape
      title={<AppLogo />}
      closeButtonProps={{ 'aria-label': t('navbar:closeMenu') }}
      hiddenFrom="lg"
    >
      <Stack component="nav" aria-label={t('navbar:sidebar')} gap={4} mt="sm">
        {sidebarLinksFor(user.role).map((link) => (
          <NavLink
            key={link.id}
            to={link.to}
            className={classes.sidebarLink}
            end={link.to === '/'}
            onClick={onClose}
          >
            <NavLinkIcon id={link.id} size={20} />
            {t(`navbar:links.${link.id}`)}
          </NavLink>
        ))}
      </Stack>
    </Drawer>
  );
}
