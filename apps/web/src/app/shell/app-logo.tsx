import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './shell.module.css';

/** "Taškas" with its dot (taškas = a point); a link to the user's home. */
export function AppLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.logo} aria-label={t('navbar:homeLink')}>
      <span className={classes.logoDot} aria-hidden="true" />
      <span>{t('common:appName')}</span>
    </Link>
  );
}
