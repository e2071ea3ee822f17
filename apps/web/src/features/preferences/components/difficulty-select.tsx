import { NativeSelect } from '@mantine/core';
import { DIFFICULTIES, type TPreferences } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

type TDifficulty = TPreferences['difficulty'];

/** The practice difficulty: automatic (by mastery) or one of the five levels. */
export function DifficultySelect({
  value,
  onChange,
}: {
  value: TDifficulty;
  onChange: (difficulty: TDifficulty) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('profile:preferences.difficulty.label')}
      description={t('profile:preferences.difficulty.description')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as TDifficulty)}
      data={[
        { value: 'auto', label: t('profile:preferences.difficulty.auto') },
        ...DIFFICULTIES.map((level) => ({ value: level, label: t(`tasks:difficulty.${level}`) })),
      ]}
    />
  );
}
