import '@mantine/dates/styles.css';
import 'dayjs/locale/lt';
import 'dayjs/locale/en-gb';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { type TWallTime, todayInZone } from './due-date';

// Lithuanian dates read "2026 m. lapkričio 25 d."; English ones "25 November 2026".
const FORMATS = { lt: 'YYYY [m.] MMMM D [d.], HH:mm', en: 'D MMMM YYYY, HH:mm' } as const;
const DAYJS_LOCALES = { lt: 'lt', en: 'en-gb' } as const;

/**
 * The due date and time as Vilnius wall time (decision 016), in the user's language, weeks from Monday.
 * Days before today cannot be chosen; the time is typed or spun in the picker.
 */
export function DueDateInput({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: TWallTime;
  onChange: (value: TWallTime) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DateTimePicker
      label={t('tasks:assign.due.label')}
      description={t('tasks:assign.due.help')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onDropdownClose={onBlur}
      error={error}
      locale={DAYJS_LOCALES[language]}
      firstDayOfWeek={1}
      valueFormat={FORMATS[language]}
      minDate={todayInZone()}
      leftSection={<IconCalendarEvent size={18} aria-hidden />}
      placeholder={t('tasks:assign.due.placeholder')}
      // The calendar's dialog is named after the field; weekends are not coloured (red days fail contrast).
      popoverProps={{
        withinPortal: true,
        attributes: { dropdown: { 'aria-label': t('tasks:assign.due.label') } },
      }}
      weekendDays={[]}
      ariaLabels={{
        nextMonth: t('tasks:assign.due.nextMonth'),
        previousMonth: t('tasks:assign.due.previousMonth'),
        nextYear: t('tasks:assign.due.nextYear'),
        previousYear: t('tasks:assign.due.previousYear'),
        nextDecade: t('tasks:assign.due.nextDecade'),
        previousDecade: t('tasks:assign.due.previousDecade'),
      }}
      timePickerProps={{
        hoursInputLabel: t('tasks:assign.due.hours'),
        minutesInputLabel: t('tasks:assign.due.minutes'),
        format: '24h',
      }}
      submitButtonProps={{ 'aria-label': t('tasks:assign.due.confirm') }}
    />
  );
}
