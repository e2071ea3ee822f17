import '@mantine/dates/styles.css';
import 'dayjs/locale/lt';
import 'dayjs/locale/en-gb';
import { Button, Group, NativeSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { AUDIT_ACTIONS, type AuditAction } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { IconRefresh } from '../../../components/icons';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { TAuditSearch } from '../audit-search';
import { PersonPicker } from './person-picker';

const DAYJS_LOCALES = { lt: 'lt', en: 'en-gb' } as const;
// "2026-03-05" is read the way the user writes dates: "2026 m. kovo 5 d." / "5 Mar 2026".
const FORMATS = { lt: 'YYYY [m.] MMMM D [d.]', en: 'D MMM YYYY' } as const;

/** The actions grouped as the select shows them, by what they are about. */
const GROUPS = ['account', 'password', 'login', 'link', 'prompt'] as const;

function DayInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  minDate?: string;
  maxDate?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={onChange}
      clearable
      locale={DAYJS_LOCALES[language]}
      valueFormat={FORMATS[language]}
      firstDayOfWeek={1}
      weekendDays={[]}
      minDate={minDate}
      maxDate={maxDate}
      placeholder={t('home:audit.filters.anyDay')}
      w={{ base: '100%', xs: 200 }}
      popoverProps={{ withinPortal: true, attributes: { dropdown: { 'aria-label': label } } }}
      clearButtonProps={{ 'aria-label': t('home:audit.filters.clearDay', { field: label }) }}
      ariaLabels={{
        nextMonth: t('home:audit.filters.nextMonth'),
        previousMonth: t('home:audit.filters.previousMonth'),
        nextYear: t('home:audit.filters.nextYear'),
        previousYear: t('home:audit.filters.previousYear'),
        nextDecade: t('home:audit.filters.nextDecade'),
        previousDecade: t('home:audit.filters.previousDecade'),
      }}
    />
  );
}

/** Action, actor, the account an entry is about, and a span of days; each change starts at page 1. */
export function AuditFilters({
  search,
  onChange,
  onClear,
  filtered,
}: {
  search: TAuditSearch;
  onChange: (changes: Partial<TAuditSearch>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label={t('home:audit.filters.action')}
        value={search.action ?? ''}
        onChange={(event) => onChange({ action: (event.currentTarget.value || null) as AuditAction | null })}
        data={[
          { value: '', label: t('home:audit.filters.allActions') },
          ...GROUPS.map((group) => ({
            group: t(`home:audit.groups.${group}`),
            items: AUDIT_ACTIONS.filter((action) => action.startsWith(`${group}.`)).map((action) => ({
              value: action,
              label: t(`home:audit.actions.${action}`),
            })),
          })),
        ]}
        w={{ base: '100%', sm: 260 }}
      />
      <PersonPicker
        label={t('home:audit.filters.actor')}
        value={search.actor}
        onChange={(actor) => onChange({ actor })}
      />
      <PersonPicker
        label={t('home:audit.filters.target')}
        value={search.target}
        onChange={(target) => onChange({ target })}
      />
      <DayInput
        label={t('home:audit.filters.from')}
        value={search.from}
        onChange={(from) => onChange({ from })}
        maxDate={search.to ?? undefined}
      />
      <DayInput
        label={t('home:audit.filters.to')}
        value={search.to}
        onChange={(to) => onChange({ to })}
        minDate={search.from ?? undefined}
      />
      {filtered ? (
        <Button variant="default" onClick={onClear} leftSection={<IconRefresh size={16} />}>
          {t('home:audit.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
