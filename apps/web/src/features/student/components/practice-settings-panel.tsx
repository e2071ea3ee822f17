import { Alert, NativeSelect, Paper, Stack, Switch } from '@mantine/core';
import { PRACTICE_DIFFICULTIES, type TPracticeSettings } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { QueryErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-skeleton';
import { messageForError } from '../../../lib/forms/field-error';
import { usePracticeSettings, useUpdatePracticeSettings } from '../api/practice-settings';

type TDifficulty = TPracticeSettings['difficulty'];

/** The practice difficulty and whether the student appears on their class's leaderboard. */
export function PracticeSettingsPanel() {
  const { t } = useTranslation();
  const settings = usePracticeSettings();
  const update = useUpdatePracticeSettings();

  if (settings.isPending) return <ListSkeleton rows={2} />;
  if (settings.isError) {
    return <QueryErrorPanel title={t('scoreboard:settings.loadError')} query={settings} />;
  }
  // While a change is on its way the controls already show it; a failure puts them back.
  const shown = { ...settings.data, ...(update.isPending ? update.variables : {}) };
  const failure = update.isError ? messageForError(update.error) : null;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)">
      <Stack gap="md">
        <NativeSelect
          label={t('scoreboard:settings.difficulty')}
          description={t('scoreboard:settings.difficultyDescription')}
          value={shown.difficulty}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ difficulty: event.currentTarget.value as TDifficulty })}
          data={PRACTICE_DIFFICULTIES.map((value) => ({
            value,
            label: value === 'auto' ? t('scoreboard:settings.auto') : t(`tasks:difficulty.${value}`),
          }))}
        />
        <Switch
          label={t('scoreboard:settings.optOut')}
          description={t('scoreboard:settings.optOutDescription')}
          checked={shown.leaderboard_opt_out}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ leaderboard_opt_out: event.currentTarget.checked })}
        />
        {failure ? (
          <Alert color="red" role="alert" title={t('scoreboard:settings.saveError')}>
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
