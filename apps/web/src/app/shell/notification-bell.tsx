// The header's bell lives with its feature (features/notifications); the shell only places it.
export { NotificationBell } from '../../features/notifications/components/notification-bell';
