import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './toast-container.module.css';

export { notifications } from '@mantine/notifications';

/** Mantine's toast container with its store, fetched after the page or with the first toast (toast-host.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-right" limit={3} className={classes.toasts} />;
}
