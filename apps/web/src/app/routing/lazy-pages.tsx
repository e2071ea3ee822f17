import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPart, type TLazyPart } from '../../lib/i18n/lazy-part';
import { routeAt } from './resolve-route';
import type { TPageId } from './route-table';

// Each page is its own chunk. The translations are those its code shows (lazy-pages.test.ts checks them).
export const PAGE_PARTS: Record<Exclude<TPageId, 'notFound'>, TLazyPart> = {
  login: lazyPart(() => import('../../features/auth/pages/login-page'), ['auth']),
  register: lazyPart(() => import('../../features/auth/pages/register-page'), ['auth']),
  forgotPassword: lazyPart(() => import('../../features/auth/pages/forgot-password-page'), ['auth']),
  resetPassword: lazyPart(() => import('../../features/auth/pages/reset-password-page'), ['auth']),
  acceptInvitation: lazyPart(
    () => import('../../features/auth/pages/accept-invitation-page'),
    ['auth', 'auth.invitation'],
  ),
  studentDashboard: lazyPart(
    () => import('../../features/student/student-dashboard-page'),
    ['home', 'scoreboard', 'scoreboard.confidence', 'profile.preferences', 'tasks'],
  ),
  scoreboard: lazyPart(
    () => import('../../features/student/student-dashboard-page'),
    ['home', 'scoreboard', 'scoreboard.confidence', 'profile.preferences', 'tasks'],
  ),
  studentAssignment: lazyPart(
    () => import('../../features/student/student-assignment-page'),
    ['tasks', 'tasks.assignments', 'tasks.lessons', 'tasks.solving', 'feedback'],
  ),
  tutorDashboard: lazyPart(() => import('../../features/tutor/tutor-dashboard-page'), ['home']),
  tutorStudent: lazyPart(
    () => import('../../features/tutor/tutor-student-page'),
    ['home', 'tasks', 'tasks.assignments'],
  ),
  tutorAssign: lazyPart(
    () => import('../../features/tutor/tutor-assign-page'),
    ['home', 'tasks', 'tasks.assignments', 'tasks.lessons'],
  ),
  adminDashboard: lazyPart(
    () => import('../../features/admin/admin-dashboard-page'),
    ['home.admin-dashboard', 'home.audit'],
  ),
  adminTutors: lazyPart(
    () => import('../../features/admin/admin-tutor-management-page'),
    ['home', 'home.admin-tutors', 'home.admin-users'],
  ),
  adminUsers: lazyPart(() => import('../../features/admin/admin-user-management-page'), ['home.admin-users']),
  adminAudit: lazyPart(() => import('../../features/audit/audit-trail-page'), ['home.audit']),
  tasks: lazyPart(() => import('../../features/tasks/tasks-page'), ['tasks']),
  taskDetail: lazyPart(
    () => import('../../features/tasks/task-detail-page'),
    ['tasks', 'tasks.solving', 'feedback'],
  ),
  profile: lazyPart(
    () => import('../../features/profile/profile-page'),
    ['profile', 'profile.preferences', 'tasks', 'tasks.assignments', 'tasks.solving', 'auth'],
  ),
  prompts: lazyPart(() => import('../../features/prompts/prompt-library-page'), ['tasks.prompts']),
  promptNew: lazyPart(
    () => import('../../features/prompts/prompt-new-page'),
    ['tasks', 'tasks.assignments', 'tasks.prompts'],
  ),
  promptDetail: lazyPart(
    () => import('../../features/prompts/prompt-detail-page'),
    ['tasks', 'tasks.assignments', 'tasks.prompts'],
  ),
  lessons: lazyPart(() => import('../../features/lessons/lessons-page'), ['tasks', 'tasks.lessons']),
  lessonEffectiveness: lazyPart(
    () => import('../../features/lessons/lesson-effectiveness-page'),
    ['tasks.lessons'],
  ),
  lessonDetail: lazyPart(
    () => import('../../features/lessons/lesson-page'),
    ['tasks', 'tasks.lessons', 'tasks.solving'],
  ),
  joinTutor: lazyPart(() => import('../../features/profile/join-tutor-page'), ['profile']),
};

export const PAGES = Object.fromEntries(
  Object.entries(PAGE_PARTS).map(([id, page]) => [id, page.Component]),
) as Record<Exclude<TPageId, 'notFound'>, LazyExoticComponent<ComponentType>>;

/**
 * The two frames around the pages, each a chunk of its own: a visitor's pages (login, register…) never
 * fetch the signed-in shell with its menus, drawer and notifications.
 */
export const LAYOUT_PARTS = {
  visitor: lazyPart(
    () => import('../shell/auth-layout').then((module) => ({ default: module.AuthLayout })),
    ['navbar'],
  ),
  signedIn: lazyPart(
    () => import('../shell/shell-layout').then((module) => ({ default: module.ShellLayout })),
    ['navbar'],
  ),
};

export const isVisitorAccess = (access: 'guest' | 'public' | readonly string[]) =>
  access === 'guest' || access === 'public';

/**
 * Starts fetching the page at `pathname`, its layout and their namespaces at once, before the session
 * check that decides what is shown has answered: by then they are usually here. A guess that turns out
 * wrong (a visitor sent to the login page) costs only the download.
 */
export function preloadRoute(pathname: string): void {
  const entry = routeAt(pathname);
  if (!entry || entry.page === 'notFound') return;
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  quietly(LAYOUT_PARTS[isVisitorAccess(entry.access) ? 'visitor' : 'signedIn'].preload());
  quietly(PAGE_PARTS[entry.page].preload());
}
