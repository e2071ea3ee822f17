import type { ReactNode } from 'react';
import {
  IconBook,
  IconChart,
  IconHome,
  IconSchool,
  IconShield,
  IconSparkles,
  IconTasks,
  IconTrophy,
  IconUser,
} from '../../components/icons';
import type { TNavLinkId } from './nav-links';

const ICONS: Record<TNavLinkId, (props: { size?: number }) => ReactNode> = {
  home: IconHome,
  tasks: IconTasks,
  scoreboard: IconTrophy,
  tutorDashboard: IconSchool,
  adminDashboard: IconShield,
  prompts: IconSparkles,
  lessons: IconBook,
  lessonEffectiveness: IconChart,
  profile: IconUser,
};

export function NavLinkIcon({ id, size = 18 }: { id: TNavLinkId; size?: number }) {
  const Icon = ICONS[id] ?? IconBook;
  return <Icon size={size} />;
}
