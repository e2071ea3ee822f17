import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/list-skeleton';
import { DifficultySelect } from '../../preferences/components/difficulty-select';
import { LeaderboardOptOutSwitch } from '../../preferences/components/leaderboard-opt-out-switch';
import { SaveStatus } from '../../preferences/components/save-status';
import { usePreferences } from '../../preferences/use-preferences';

/**
 * The practice difficulty and whether the student appears on their class's leaderboard (the same
 * controls as the profile's preferences, where the rest of them are).
 */
export function PracticeSettingsPanel() {
  const { t } = useTranslation();
  const { preferences: shown, isLoading, setPreferences, isSaving, saveFailed } = usePreferences();
  const [changed, setChanged] = useState(false);

  if (isLoading) return <ListSkeleton rows={2} />;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)">
      <Stack gap="md">
        <DifficultySelect
          value={shown.difficulty}
          onChange={(difficulty) => {
            setChanged(true);
            setPreferences({ difficulty });
          }}
        />
        <LeaderboardOptOutSwitch
          checked={shown.leaderboardOptOut}
          onChange={(leaderboardOptOut) => {
            setChanged(true);
            setPreferences({ leaderboardOptOut });
          }}
        />
        <Group justify="space-between" gap="sm">
          <SaveStatus changed={changed} isSaving={isSaving} saveFailed={saveFailed} />
          <Anchor component={Link} to="/profile#preferences" size="sm">
            {t('profile:preferences.allSettings')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
