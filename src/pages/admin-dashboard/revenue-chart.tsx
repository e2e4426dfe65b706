import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/money';
import { formatAmount, formatCount } from '@/lib/numbers';
import type { OverviewDay } from './shop-overview-figures';

const dayLabels = new Map<string, Intl.DateTimeFormat>();
function shortDay(day: string, locale: string) {
  let format = dayLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dayLabels.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * Revenue (bars, left axis) and orders (line, right axis) per day. Its own chunk, loaded by the dashboard only:
 * recharts is the largest library of the admin area and no other page needs it.
 */
export default function RevenueChart({ days }: { days: OverviewDay[] }) {
  const t = useTranslate();
  const locale = useLocale();
  const data = days.map((day) => ({ ...day, label: shortDay(day.day, locale) }));
  return (
    <CompositeChart
      h={280}
      data={data}
      dataKey="label"
      withLegend
      withRightYAxis
      accessibilityLayer={false}
      series={[
        { name: 'revenue', label: t('admin.overview.revenue'), color: 'teal.8', type: 'bar' },
        {
          name: 'orders',
          label: t('admin.overview.orders'),
          color: 'indigo.8',
          type: 'line',
          yAxisId: 'right',
        },
      ]}
      yAxisProps={{ tickFormatter: (value: number) => formatPrice(value, locale) }}
      rightYAxisProps={{ tickFormatter: (value: number) => formatCount(value, locale), allowDecimals: false }}
      // One formatter serves both series in the tooltip: amounts keep their cents, counts have none.
      valueFormatter={(value) => formatAmount(value, locale)}
    />
  );
}
