import { Burger, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../features/auth/auth-context';
import { AppLogo } from './app-logo';
import { LanguageSwitcher } from './language-switcher';
import { NavLinkIcon } from './nav-link-icon';
import { headerLinksFor } from './nav-links';
import { NotificationBell } from './notification-bell';
import classes from './shell.module.css';
import { UserMenu } from './user-menu';

export function AppHeader({
  sidebarOpened,
  onToggleSidebar,
}: {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={sidebarOpened}
              onClick={onToggleSidebar}
              hiddenFrom="lg"
              size="sm"
              aria-label={t(sidebarOpened ? 'navbar:closeMenu' : 'navbar:openMenu')}
              aria-expanded={sidebarOpened}
              aria-controls="app-sidebar"
            />
            <AppLogo />
          </Group>
          <Group
            component="nav"
            aria-label={t('navbar:mainNavigation')}
            gap={4}
            visibleFrom="lg"
            wrap="nowrap"
          >
            {headerLinksFor(user.role).map((link) => (
              <NavLink key={link.id} to={link.to} className={classes.navLink} end={link.to === '/'}>
                <NavLinkIcon id={link.id} />
                {t(`navbar:links.${link.id}`)}
              </NavLink>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
