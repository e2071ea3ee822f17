import { Group, Radio } from '@mantine/core';
import { LANGUAGES, type Language } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

/** The language invitations are written in (each choice named in its own language). */
export function InvitationLanguageField({
  label,
  description,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(next as Language)}
    >
      <Group gap="xl" mt={6}>
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language} label={t(`common:language.${language}`)} lang={language} />
        ))}
      </Group>
    </Radio.Group>
  );
}
