import { DayField } from '@/components/form/day-field';
import { useTranslate } from '@/lib/i18n/i18n';

interface OrderDateRangeProps {
  /** The range's ends as YYYY-MM-DD (the URL's `from` and `to`); either may be open. */
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined } | { to: string | undefined }) => void;
}

/** The orders' From and To days: each end bounds the other's calendar, and each calendar names its buttons. */
export function OrderDateRange({ from, to, onChange }: OrderDateRangeProps) {
  const t = useTranslate();
  const calendarLabels = {
    previousMonth: t('admin.orders.calendar.previousMonth'),
    nextMonth: t('admin.orders.calendar.nextMonth'),
    previousYear: t('admin.orders.calendar.previousYear'),
    nextYear: t('admin.orders.calendar.nextYear'),
    previousDecade: t('admin.orders.calendar.previousDecade'),
    nextDecade: t('admin.orders.calendar.nextDecade'),
  };
  return (
    <>
      <DayField
        label={t('admin.orders.from')}
        placeholder={t('admin.orders.dayPlaceholder')}
        invalidMessage={t('admin.orders.invalidDay')}
        clearLabel={t('admin.orders.clearDay', { field: t('admin.orders.from') })}
        calendarLabels={calendarLabels}
        value={from}
        maxDay={to}
        onChange={(day) => onChange({ from: day })}
      />
      <DayField
        label={t('admin.orders.to')}
        placeholder={t('admin.orders.dayPlaceholder')}
        invalidMessage={t('admin.orders.invalidDay')}
        clearLabel={t('admin.orders.clearDay', { field: t('admin.orders.to') })}
        calendarLabels={calendarLabels}
        value={to}
        minDay={from}
        onChange={(day) => onChange({ to: day })}
      />
    </>
  );
}
