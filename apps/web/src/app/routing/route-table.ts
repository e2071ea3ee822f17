import type { Role } from '@taskas/contracts';

export type TPageId =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'acceptInvitation'
  | 'studentDashboard'
  | 'scoreboard'
  | 'studentAssignment'
  | 'tutorDashboard'
  | 'tutorStudent'
  | 'tutorAssign'
  | 'adminDashboard'
  | 'adminTutors'
  | 'adminUsers'
  | 'adminAudit'
  | 'tasks'
  | 'taskDetail'
  | 'profile'
  | 'prompts'
  | 'promptNew'
  | 'promptDetail'
  | 'lessons'
  | 'lessonEffectiveness'
  | 'lessonDetail'
  | 'joinTutor'
  | 'notFound';

/**
 * - `guest`: for visitors; a logged-in user is sent on (login, register, forgot password).
 * - `public`: for everyone (the reset link from an e-mail works whether or not you are logged in).
 * - a list of roles: logged-in users with one of those roles.
 */
export type TAccess = 'guest' | 'public' | readonly Role[];

export type TRouteEntry = {
  path: string;
  page: TPageId;
  access: TAccess;
  /** Parameters that must be positive whole numbers; anything else is a page that does not exist. */
  numericParams?: readonly string[];
  /** Where a visitor who is not logged in is sent (keeping the address to return to): login unless said. */
  visitorsTo?: 'register';
};

export const ALL_ROLES: readonly Role[] = ['student', 'tutor', 'admin'];
const TUTOR_ROLES: readonly Role[] = ['tutor', 'admin'];
const ADMIN_ROLES: readonly Role[] = ['admin'];

/** The spec's route table (§2), the one place both the router and the access rules read. */
export const ROUTE_TABLE: readonly TRouteEntry[] = [
  { path: '/login', page: 'login', access: 'guest' },
  { path: '/register', page: 'register', access: 'guest' },
  { path: '/forgot-password', page: 'forgotPassword', access: 'guest' },
  { path: '/reset-password', page: 'resetPassword', access: 'public' },
  // The link of an invitation e-mail (an account an admin created): the person sets their first password.
  { path: '/accept-invitation', page: 'acceptInvitation', access: 'public' },
  { path: '/student-dashboard', page: 'studentDashboard', access: ALL_ROLES },
  { path: '/scoreboard', page: 'scoreboard', access: ALL_ROLES },
  {
    path: '/student/assignments/:assignmentId',
    page: 'studentAssignment',
    access: ALL_ROLES,
    numericParams: ['assignmentId'],
  },
  { path: '/tutor/dashboard', page: 'tutorDashboard', access: TUTOR_ROLES },
  {
    path: '/tutor/students/:studentId',
    page: 'tutorStudent',
    access: TUTOR_ROLES,
    numericParams: ['studentId'],
  },
  {
    path: '/tutor/students/:studentId/assign',
    page: 'tutorAssign',
    access: TUTOR_ROLES,
    numericParams: ['studentId'],
  },
  { path: '/admin-dashboard', page: 'adminDashboard', access: ADMIN_ROLES },
  { path: '/admin/tutor-management', page: 'adminTutors', access: ADMIN_ROLES },
  { path: '/admin/user-management', page: 'adminUsers', access: ADMIN_ROLES },
  // Not in the spec's table: the audit trail of issue 11, for admins only.
  { path: '/admin/audit', page: 'adminAudit', access: ADMIN_ROLES },
  { path: '/tasks', page: 'tasks', access: ALL_ROLES },
  { path: '/tasks/:taskId', page: 'taskDetail', access: ALL_ROLES, numericParams: ['taskId'] },
  { path: '/profile', page: 'profile', access: ALL_ROLES },
  // The spec links /prompts for non-students without naming its page; it is the prompt library.
  { path: '/prompts', page: 'prompts', access: TUTOR_ROLES },
  { path: '/prompts/new', page: 'promptNew', access: TUTOR_ROLES },
  { path: '/prompts/:promptId', page: 'promptDetail', access: TUTOR_ROLES, numericParams: ['promptId'] },
  // Lessons (issue 14): a student's own, a tutor's students', everyone's for an admin. The effectiveness
  // page comes before `:lessonId`, which would otherwise claim its path and find it not a number.
  { path: '/lessons', page: 'lessons', access: ALL_ROLES },
  { path: '/lessons/effectiveness', page: 'lessonEffectiveness', access: TUTOR_ROLES },
  { path: '/lessons/:lessonId', page: 'lessonDetail', access: ALL_ROLES, numericParams: ['lessonId'] },
  // A tutor's invite link: a visitor registers (or logs in) first and comes back here to be joined.
  { path: '/join/:code', page: 'joinTutor', access: ALL_ROLES, visitorsTo: 'register' },
];

/** Paths that only redirect. */
export const REDIRECT_PATHS = { home: '/', tutorDashboardAlias: '/tutor-dashboard' } as const;

export const HOME_BY_ROLE: Record<Role, string> = {
  student: '/student-dashboard',
  tutor: '/tutor/dashboard',
  admin: '/admin-dashboard',
};
