import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  FONT_SIZES,
  type FontSize,
  MATH_NOTATIONS,
  type MathNotation,
  type TPreferences,
} from '@taskas/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useCurrentUser } from '../../auth/auth-context';
import { MathText } from '../../tasks/inputs';
import { usePreferences } from '../use-preferences';
import { DifficultySelect } from './difficulty-select';
import { LeaderboardOptOutSwitch } from './leaderboard-opt-out-switch';
import { SaveStatus } from './save-status';
import { StudyModeField } from './study-mode-field';

/** How each font size's choice is drawn: the word in (about) that size. */
const SAMPLE_SIZE: Record<FontSize, string> = { small: '0.875em', medium: '1em', large: '1.2em' };

/**
 * The profile's "Preferences": every preference a user has (students all of them; tutors and admins
 * those about how the app looks and sounds). Each change applies at once and is saved; the status
 * beside "Reset to defaults" says whether the server has it.
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStudent = user.role === 'student';
  const { preferences, source, isLoading, isError, setPreferences, reset, isSaving, saveFailed } =
    usePreferences();
  const [changed, setChanged] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const section = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();

  // "All settings" links here (`/profile#preferences`); the page above it loads first, so the
  // router's own scroll to the hash finds nothing yet. Each visit (location key) scrolls once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` tells one visit from the next
  useEffect(() => {
    if (hash === '#preferences' && !isLoading) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, isLoading, key]);

  const change = (next: Partial<TPreferences>) => {
    setChanged(true);
    setPreferences(next);
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      id="preferences"
      ref={section}
      aria-labelledby="profile-preferences"
      bg="var(--mantine-color-white)"
      // Clear of the shell's sticky 64px header when scrolled to.
      style={{ scrollMarginTop: 'calc(64px + var(--mantine-spacing-md))' }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg" id="profile-preferences">
            {t('profile:preferences.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile:preferences.subtitle')} {t('profile:preferences.languageNote')}
          </Text>
        </div>
        {source === 'device' ? (
          <Text size="sm" c="dark.6" role="note">
            {t('profile:preferences.deviceCopy')}
          </Text>
        ) : null}
        {isError ? (
          <Alert color="orange" variant="light">
            {t('profile:preferences.loadFailed')}
          </Alert>
        ) : null}

        {isLoading ? (
          <ListSkeleton rows={5} />
        ) : (
          <>
            <PreferenceGroup title={t('profile:preferences.groups.display')} id="preferences-display">
              <FontSizeField value={preferences.fontSize} onChange={(fontSize) => change({ fontSize })} />
              <NotationField
                value={preferences.mathNotation}
                onChange={(mathNotation) => change({ mathNotation })}
              />
            </PreferenceGroup>

            <PreferenceGroup title={t('profile:preferences.groups.effects')} id="preferences-effects">
              <Switch
                label={t('profile:preferences.sound.label')}
                description={t('profile:preferences.sound.description')}
                checked={preferences.soundEnabled}
                onChange={(event) => change({ soundEnabled: event.currentTarget.checked })}
              />
              <Switch
                label={t('profile:preferences.animations.label')}
                description={t('profile:preferences.animations.description')}
                checked={preferences.animationsEnabled}
                onChange={(event) => change({ animationsEnabled: event.currentTarget.checked })}
              />
            </PreferenceGroup>

            {isStudent ? (
              <>
                <PreferenceGroup title={t('profile:preferences.groups.solving')} id="preferences-solving">
                  <StudyModeField
                    value={preferences.studyMode}
                    onChange={(studyMode) => change({ studyMode })}
                  />
                  <Box maw={{ sm: 420 }}>
                    <DifficultySelect
                      value={preferences.difficulty}
                      onChange={(difficulty) => change({ difficulty })}
                    />
                  </Box>
                  <Switch
                    label={t('profile:preferences.autoSave.label')}
                    description={t('profile:preferences.autoSave.description')}
                    checked={preferences.autoSave}
                    onChange={(event) => change({ autoSave: event.currentTarget.checked })}
                  />
                </PreferenceGroup>
                <PreferenceGroup title={t('profile:preferences.groups.privacy')} id="preferences-privacy">
                  <LeaderboardOptOutSwitch
                    checked={preferences.leaderboardOptOut}
                    onChange={(leaderboardOptOut) => change({ leaderboardOptOut })}
                  />
                </PreferenceGroup>
              </>
            ) : null}
          </>
        )}

        <Group
          justify="space-between"
          gap="sm"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            background: 'var(--mantine-color-white)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <SaveStatus changed={changed} isSaving={isSaving} saveFailed={saveFailed} />
          <Button variant="default" onClick={() => setConfirmingReset(true)} disabled={isLoading}>
            {t('profile:preferences.reset.button')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingReset}
        title={t('profile:preferences.reset.title')}
        confirmLabel={t('profile:preferences.reset.confirm')}
        onConfirm={() => {
          setChanged(true);
          reset();
          setConfirmingReset(false);
        }}
        onClose={() => setConfirmingReset(false)}
      >
        {t('profile:preferences.reset.text')}
      </ConfirmDialog>
    </Paper>
  );
}

/** A titled group of preferences (h3). */
function PreferenceGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FontSizeField({ value, onChange }: { value: FontSize; onChange: (size: FontSize) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500} id="preference-font-size">
          {t('profile:preferences.fontSize.label')}
        </Text>
        <Text size="xs" c="dimmed" id="preference-font-size-description">
          {t('profile:preferences.fontSize.description')}
        </Text>
      </div>
      <SegmentedControl
        aria-labelledby="preference-font-size"
        aria-describedby="preference-font-size-description"
        value={value}
        onChange={(next) => onChange(next as FontSize)}
        fullWidth
        maw={{ sm: 420 }}
        data={FONT_SIZES.map((size) => ({
          value: size,
          label: (
            <span style={{ fontSize: SAMPLE_SIZE[size] }}>{t(`profile:preferences.fontSize.${size}`)}</span>
          ),
        }))}
      />
    </Stack>
  );
}

function NotationField({
  value,
  onChange,
}: {
  value: MathNotation;
  onChange: (notation: MathNotation) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as MathNotation)}
      label={t('profile:preferences.mathNotation.label')}
      description={t('profile:preferences.mathNotation.description')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {MATH_NOTATIONS.map((notation) => (
          <Radio.Card
            key={notation}
            value={notation}
            radius="md"
            p="sm"
            // A button centres its content: cards of one row start their text at the same height.
            style={{ display: 'flex', alignItems: 'flex-start' }}
            aria-label={t(`profile:preferences.mathNotation.${notation}`)}
            aria-describedby={`notation-${notation}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600}>{t(`profile:preferences.mathNotation.${notation}`)}</Text>
                <Text size="sm" c="dimmed" id={`notation-${notation}`}>
                  {t(`profile:preferences.mathNotation.${notation}Description`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="sm" align="baseline" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('profile:preferences.mathNotation.sample')}
        </Text>
        {/* The formula is shown the way the chosen notation renders it, so the choice can be seen. */}
        <MathText text={NOTATION_SAMPLE} component="span" data-testid="notation-sample" />
      </Group>
    </Radio.Group>
  );
}

const NOTATION_SAMPLE = '$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$';
