import type { Role } from '@taskas/contracts';

export type TNavLinkId =
  | 'home'
  | 'tasks'
  | 'scoreboard'
  | 'tutorDashboard'
  | 'adminDashboard'
  | 'prompts'
  | 'lessons'
  | 'lessonEffectiveness'
  | 'profile';
export type TNavLink = { id: TNavLinkId; to: string };

const LINKS: Record<TNavLinkId, string> = {
  home: '/',
  tasks: '/tasks',
  scoreboard: '/scoreboard',
  tutorDashboard: '/tutor/dashboard',
  adminDashboard: '/admin-dashboard',
  prompts: '/prompts',
  lessons: '/lessons',
  lessonEffectiveness: '/lessons/effectiveness',
  profile: '/profile',
};

const link = (id: TNavLinkId): TNavLink => ({ id, to: LINKS[id] });
const SCOREBOARD_ROLES: readonly string[] = ['student', 'tutor', 'admin'];
const LESSON_EFFECTIVENESS_ROLES: readonly string[] = ['tutor', 'admin'];

/** Lessons (issue 14): students take them; tutors and admins read how well they work. */
function lessonLinksFor(role: Role | string): TNavLink[] {
  if (role === 'student') return [link('lessons')];
  return LESSON_EFFECTIVENESS_ROLES.includes(role) ? [link('lessonEffectiveness')] : [];
}

/**
 * Header links (spec §2, §6): tutor dashboard for tutors, admin dashboard for admins, then the common
 * ones, with lessons for students and their effectiveness for tutors and admins.
 */
export function headerLinksFor(role: Role | string): TNavLink[] {
  return [
    ...(role === 'tutor' ? [link('tutorDashboard')] : []),
    ...(role === 'admin' ? [link('adminDashboard')] : []),
    link('tasks'),
    ...lessonLinksFor(role),
    ...(SCOREBOARD_ROLES.includes(role) ? [link('scoreboard')] : []),
    link('profile'),
  ];
}

/** Sidebar links: home, tasks, lessons (or their effectiveness), scoreboard, prompt library (not for students), profile. */
export function sidebarLinksFor(role: Role | string): TNavLink[] {
  return [
    link('home'),
    link('tasks'),
    ...lessonLinksFor(role),
    ...(SCOREBOARD_ROLES.includes(role) ? [link('scoreboard')] : []),
    ...(role !== 'student' ? [link('prompts')] : []),
    link('profile'),
  ];
}
