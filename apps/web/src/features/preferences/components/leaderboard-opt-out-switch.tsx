import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether the student stays off their class's leaderboard. */
export function LeaderboardOptOutSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (optedOut: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('profile:preferences.optOut.label')}
      description={t('profile:preferences.optOut.description')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
