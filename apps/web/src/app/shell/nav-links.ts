import type { Role } from '@taskas/contracts';

export type TNavLinkId =
  | 'home'
  | 'tasks'
  | 'scoreboard'
  | 'tutorDashboard'
  | 'adminDashboard'
  | 'prompts'
  | 'profile';
export type TNavLink = { id: TNavLinkId; to: string };

const LINKS: Record<TNavLinkId, string> = {
  home: '/',
  tasks: '/tasks',
  scoreboard: '/scoreboard',
  tutorDashboard: '/tutor/dashboard',
  adminDashboard: '/admin-dashboard',
  prompts: '/prompts',
  profile: '/profile',
};

const link = (id: TNavLinkId): TNavLink => ({ id, to: LINKS[id] });
const SCOREBOARD_ROLES: readonly string[] = ['student', 'tutor', 'admin'];

/** Header links (spec §2, §6): tutor dashboard for tutors, admin dashboard for admins, then the common ones. */
export function headerLinksFor(role: Role | string): TNavLink[] {
  return [
    ...(role === 'tutor' ? [link('tutorDashboard')] : []),
    ...(role === 'admin' ? [link('adminDashboard')] : []),
    link('tasks'),
    ...(SCOREBOARD_ROLES.includes(role) ? [link('scoreboard')] : []),
    link('profile'),
  ];
}

/** Sidebar links: home, tasks, scoreboard, prompt library (not for students), profile. */
export function sidebarLinksFor(role: Role | string): TNavLink[] {
  return [
    link('home'),
    link('tasks'),
    ...(SCOREBOARD_ROLES.includes(role) ? [link('scoreboard')] : []),
    ...(role !== 'student' ? [link('prompts')] : []),
    link('profile'),
  ];
}
