import { UnstyledButton } from '@mantine/core';
import type { TUser } from '@taskas/contracts';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPart } from '../../components/deferred-part';
import { useAuth } from '../../features/auth/auth-context';
import { initialsFor } from '../../features/auth/initials';
import { lazyPart } from '../../lib/i18n/lazy-part';
import classes from './shell.module.css';

const popup = lazyPart(() => import('./user-menu-popup'), ['navbar']);

/** The avatar with the user's initials, named after them. */
export function AvatarButton({
  user,
  ref,
  ...props
}: { user: TUser; ref?: Ref<HTMLButtonElement> } & ComponentPropsWithoutRef<'button'>) {
  const { t } = useTranslation();
  const initials = initialsFor(user);
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t('navbar:userMenu.label', { initials })}
      style={{ borderRadius: '50%' }}
      {...props}
    >
      <span className={classes.avatar}>
        <span className={classes.avatarInitials}>{initials}</span>
      </span>
    </UnstyledButton>
  );
}

/** The avatar's menu: profile and logout. Its dropdown comes after the page (user-menu-popup.tsx). */
export function UserMenu() {
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <DeferredPart
      part={popup}
      props={{ user, onLogout: () => void logout() }}
      placeholder={(handlers) => (
        <AvatarButton user={user} aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
