import '@mantine/charts/styles.css';
import { ChartTooltip, CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { formatCount } from '@/lib/format/numbers';
import { overviewValueText, type OverviewDay, type OverviewSeries } from './shop-overview-figures';

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

const isSeries = (name: unknown): name is OverviewSeries => name === 'revenue' || name === 'orders';

/**
 * Revenue (bars, left axis) and orders (line, right axis) per day. Its own chunk, loaded by the dashboard only:
 * recharts is the largest library of the admin area and no other page needs it.
 */
export default function RevenueChart({ days }: { days: OverviewDay[] }) {
  const t = useTranslate();
  const locale = useLocale();
  const data = days.map((day) => ({ ...day, label: shortDay(day.day, locale) }));
  const series: CompositeChartSeries[] = [
    { name: 'revenue', label: t('admin.overview.revenue'), color: 'teal.8', type: 'bar' },
    { name: 'orders', label: t('admin.overview.orders'), color: 'indigo.8', type: 'line', yAxisId: 'right' },
  ];
  return (
    <CompositeChart
      h={280}
      data={data}
      dataKey="label"
      withLegend
      withRightYAxis
      accessibilityLayer={false}
      series={series}
      yAxisProps={{ tickFormatter: (value: number) => formatPrice(value, locale) }}
      rightYAxisProps={{ tickFormatter: (value: number) => formatCount(value, locale), allowDecimals: false }}
      tooltipProps={{
        // Mantine's tooltip takes one value formatter for every series: each item's value is written out
        // beforehand instead, so revenue reads as a price and orders as a count.
        content: ({ label, payload }) => (
          <ChartTooltip
            label={label}
            series={series}
            payload={payload?.map((item) =>
              isSeries(item.name) && typeof item.value === 'number'
                ? {
                    ...item,
                    payload: {
                      ...(item.payload as object),
                      [item.name]: overviewValueText(item.name, item.value, locale),
                    },
                  }
                : item,
            )}
          />
        ),
      }}
    />
  );
}
