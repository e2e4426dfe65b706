import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
// The calendar's month and day names in Turkish; English is dayjs's own.
import 'dayjs/locale/tr';
import { useState, type CSSProperties } from 'react';
import { DAY_FORMAT, parseTypedDay } from '@/lib/format/day-input';
import { useLocale } from '@/lib/i18n/i18n';

interface DayFieldProps {
  label: string;
  /** The format in the reader's words (GG.AA.YYYY in Turkish). */
  placeholder: string;
  /** What a typed text that is no day says; it names the format. */
  invalidMessage: string;
  /** The clear button's name. */
  clearLabel: string;
  /** The names of the calendar's previous and next buttons (a month, a year or a decade away). */
  calendarLabels: CalendarAriaLabels;
  /** The day as YYYY-MM-DD, or undefined when empty. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  minDay?: string;
  maxDay?: string;
}

/**
 * A day typed or picked from a calendar, written the way the app's language writes dates (YYYY-MM-DD in English,
 * DD.MM.YYYY in Turkish), whatever the browser's language: a native date input follows the browser's, so a
 * Turkish admin on an English browser met mm/dd/yyyy. Text that is no day stays as typed and says so.
 */
export function DayField({
  label,
  placeholder,
  invalidMessage,
  clearLabel,
  calendarLabels,
  value,
  onChange,
  minDay,
  maxDay,
}: DayFieldProps) {
  const locale = useLocale();
  const [invalid, setInvalid] = useState(false);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'tr' ? 1 : 0 }}>
      <DateInput
        label={label}
        placeholder={placeholder}
        valueFormat={DAY_FORMAT[locale]}
        dateParser={(text) => parseTypedDay(text, locale)}
        value={value ?? null}
        onChange={(day) => {
          setInvalid(false);
          onChange(day ?? undefined);
        }}
        onBlur={(event) => {
          const text = event.currentTarget.value.trim();
          setInvalid(text !== '' && parseTypedDay(text, locale) === null);
        }}
        minDate={minDay}
        maxDate={maxDay}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        ariaLabels={calendarLabels}
        fixOnBlur={false}
        error={invalid ? invalidMessage : undefined}
        // Inside the page's main landmark rather than a portal at the body's end, where axe finds its weekday
        // names outside every landmark.
        popoverProps={{ withinPortal: false }}
        // The days of the next and previous months were grey at 2.4:1 and weekends red at 3.3:1 (WCAG AA asks
        // 4.5:1); a range of order days needs neither.
        hideOutsideDates
        weekendDays={[]}
        w={170}
        // Mantine's error red (#fa5252) is 3.3:1 on white; red.9 reads at 4.5:1 and more (WCAG AA).
        style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
      />
    </DatesProvider>
  );
}
