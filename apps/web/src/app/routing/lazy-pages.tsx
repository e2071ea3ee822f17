import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TPageId } from './route-table';

// Each page is its own chunk, loaded when first visited.
export const PAGES: Record<Exclude<TPageId, 'notFound'>, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('../../features/auth/pages/login-page')),
  register: lazy(() => import('../../features/auth/pages/register-page')),
  forgotPassword: lazy(() => import('../../features/auth/pages/forgot-password-page')),
  resetPassword: lazy(() => import('../../features/auth/pages/reset-password-page')),
  acceptInvitation: lazy(() => import('../../features/auth/pages/accept-invitation-page')),
  studentDashboard: lazy(() => import('../../features/student/student-dashboard-page')),
  scoreboard: lazy(() => import('../../features/student/student-dashboard-page')),
  studentAssignment: lazy(() => import('../../features/student/student-assignment-page')),
  tutorDashboard: lazy(() => import('../../features/tutor/tutor-dashboard-page')),
  tutorStudent: lazy(() => import('../../features/tutor/tutor-student-page')),
  tutorAssign: lazy(() => import('../../features/tutor/tutor-assign-page')),
  adminDashboard: lazy(() => import('../../features/admin/admin-dashboard-page')),
  adminTutors: lazy(() => import('../../features/admin/admin-tutor-management-page')),
  adminUsers: lazy(() => import('../../features/admin/admin-user-management-page')),
  adminAudit: lazy(() => import('../../features/audit/audit-trail-page')),
  tasks: lazy(() => import('../../features/tasks/tasks-page')),
  taskDetail: lazy(() => import('../../features/tasks/task-detail-page')),
  profile: lazy(() => import('../../features/profile/profile-page')),
  prompts: lazy(() => import('../../features/prompts/prompt-library-page')),
  promptNew: lazy(() => import('../../features/prompts/prompt-new-page')),
  promptDetail: lazy(() => import('../../features/prompts/prompt-detail-page')),
  lessons: lazy(() => import('../../features/lessons/lessons-page')),
  lessonEffectiveness: lazy(() => import('../../features/lessons/lesson-effectiveness-page')),
  lessonDetail: lazy(() => import('../../features/lessons/lesson-page')),
  joinTutor: lazy(() => import('../../features/profile/join-tutor-page')),
};
