import { Button, Group } from '@mantine/core';
import { LANGUAGES } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { prefetchLanguage } from '../../lib/i18n/lazy-i18n';
import { useLanguage } from './use-language';

/** LT / EN buttons; the pressed one is the active language. */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const prefetch = (code: string) => void prefetchLanguage(i18n, code).catch(() => undefined);
  return (
    <Group gap={4} role="group" aria-label={t('common:language.label')} wrap="nowrap">
      {LANGUAGES.map((code) => {
        const active = code === language;
        return (
          <Button
            key={code}
            size={size}
            px={8}
            variant={active ? 'filled' : 'subtle'}
            color={active ? undefined : 'dark'}
            aria-pressed={active}
            lang={code}
            title={t(`common:language.${code}`)}
            onPointerEnter={active ? undefined : () => prefetch(code)}
            onFocus={active ? undefined : () => prefetch(code)}
            onClick={() => void changeLanguage(code)}
          >
            {code.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
