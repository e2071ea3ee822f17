import enAuthInvitation from '../../locales/en/auth.invitation.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enFeedback from '../../locales/en/feedback.json';
import enHomeAdminDashboard from '../../locales/en/home.admin-dashboard.json';
import enHomeAdminTutors from '../../locales/en/home.admin-tutors.json';
import enHomeAdminUsers from '../../locales/en/home.admin-users.json';
import enHomeAudit from '../../locales/en/home.audit.json';
import enHome from '../../locales/en/home.json';
import enModals from '../../locales/en/modals.json';
import enNavbar from '../../locales/en/navbar.json';
import enProfile from '../../locales/en/profile.json';
import enProfilePreferences from '../../locales/en/profile.preferences.json';
import enScoreboardConfidence from '../../locales/en/scoreboard.confidence.json';
import enScoreboard from '../../locales/en/scoreboard.json';
import enTasks from '../../locales/en/tasks.json';
import enTasksLessons from '../../locales/en/tasks.lessons.json';
import enTasksPrompts from '../../locales/en/tasks.prompts.json';
import enTasksSolving from '../../locales/en/tasks.solving.json';
import ltAuthInvitation from '../../locales/lt/auth.invitation.json';
import ltAuth from '../../locales/lt/auth.json';
import ltCommon from '../../locales/lt/common.json';
import ltFeedback from '../../locales/lt/feedback.json';
import ltHomeAdminDashboard from '../../locales/lt/home.admin-dashboard.json';
import ltHomeAdminTutors from '../../locales/lt/home.admin-tutors.json';
import ltHomeAdminUsers from '../../locales/lt/home.admin-users.json';
import ltHomeAudit from '../../locales/lt/home.audit.json';
import ltHome from '../../locales/lt/home.json';
import ltModals from '../../locales/lt/modals.json';
import ltNavbar from '../../locales/lt/navbar.json';
import ltProfile from '../../locales/lt/profile.json';
import ltProfilePreferences from '../../locales/lt/profile.preferences.json';
import ltScoreboardConfidence from '../../locales/lt/scoreboard.confidence.json';
import ltScoreboard from '../../locales/lt/scoreboard.json';
import ltTasks from '../../locales/lt/tasks.json';
import ltTasksLessons from '../../locales/lt/tasks.lessons.json';
import ltTasksPrompts from '../../locales/lt/tasks.prompts.json';
import ltTasksSolving from '../../locales/lt/tasks.solving.json';

/** The spec's translation namespaces; every one exists in both languages. */
export const NAMESPACES = [
  'common',
  'home',
  'tasks',
  'auth',
  'profile',
  'scoreboard',
  'navbar',
  'modals',
  'feedback',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// A namespace may be kept in parts (`home.audit.json` …), each holding its own top-level keys, so
// features do not share one large file; the parts are merged here.
// Bundled statically: all namespaces together are a few kilobytes, smaller than one extra request.
export const resources = {
  lt: {
    common: ltCommon,
    home: { ...ltHome, ...ltHomeAdminDashboard, ...ltHomeAdminTutors, ...ltHomeAdminUsers, ...ltHomeAudit },
    tasks: { ...ltTasks, ...ltTasksLessons, ...ltTasksPrompts, ...ltTasksSolving },
    auth: { ...ltAuth, ...ltAuthInvitation },
    profile: { ...ltProfile, ...ltProfilePreferences },
    scoreboard: { ...ltScoreboard, ...ltScoreboardConfidence },
    navbar: ltNavbar,
    modals: ltModals,
    feedback: ltFeedback,
  },
  en: {
    common: enCommon,
    home: { ...enHome, ...enHomeAdminDashboard, ...enHomeAdminTutors, ...enHomeAdminUsers, ...enHomeAudit },
    tasks: { ...enTasks, ...enTasksLessons, ...enTasksPrompts, ...enTasksSolving },
    auth: { ...enAuth, ...enAuthInvitation },
    profile: { ...enProfile, ...enProfilePreferences },
    scoreboard: { ...enScoreboard, ...enScoreboardConfidence },
    navbar: enNavbar,
    modals: enModals,
    feedback: enFeedback,
  },
} as const;
