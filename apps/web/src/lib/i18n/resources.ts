import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enFeedback from '../../locales/en/feedback.json';
import enHome from '../../locales/en/home.json';
import enModals from '../../locales/en/modals.json';
import enNavbar from '../../locales/en/navbar.json';
import enProfile from '../../locales/en/profile.json';
import enScoreboard from '../../locales/en/scoreboard.json';
import enTasks from '../../locales/en/tasks.json';
import ltAuth from '../../locales/lt/auth.json';
import ltCommon from '../../locales/lt/common.json';
import ltFeedback from '../../locales/lt/feedback.json';
import ltHome from '../../locales/lt/home.json';
import ltModals from '../../locales/lt/modals.json';
import ltNavbar from '../../locales/lt/navbar.json';
import ltProfile from '../../locales/lt/profile.json';
import ltScoreboard from '../../locales/lt/scoreboard.json';
import ltTasks from '../../locales/lt/tasks.json';

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

// Bundled statically: all namespaces together are a few kilobytes, smaller than one extra request.
export const resources = {
  lt: {
    common: ltCommon,
    home: ltHome,
    tasks: ltTasks,
    auth: ltAuth,
    profile: ltProfile,
    scoreboard: ltScoreboard,
    navbar: ltNavbar,
    modals: ltModals,
    feedback: ltFeedback,
  },
  en: {
    common: enCommon,
    home: enHome,
    tasks: enTasks,
    auth: enAuth,
    profile: enProfile,
    scoreboard: enScoreboard,
    navbar: enNavbar,
    modals: enModals,
    feedback: enFeedback,
  },
} as const;
