import { useId } from 'react';
import { formatPrice } from '@ogulf/web-kit';
import { formatDay } from '../../shared/format-date';
import { useAdminLanguage } from '../../shared/use-admin-language';
import type { Overview } from './get-overview';

type Day = Overview['sales']['daily'][number];

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

/** The bars' heights (0..1 of the tallest day); all zeros when nothing was sold. */
export function barHeights(daily: readonly Day[]): number[] {
  const top = Math.max(0, ...daily.map((day) => day.revenue));
  return daily.map((day) => (top > 0 ? day.revenue / top : 0));
}

/**
 * The last 30 days' revenue as bars (inline SVG, drawn left to right in English and right to left
 * in Arabic, like the text). Screen readers get its summary and the table under "Show the figures".
 */
export function SalesChart({ daily }: { daily: readonly Day[] }) {
  const { t, lang } = useAdminLanguage();
  const titleId = useId();
  const summaryId = useId();
  const heights = barHeights(daily);
  const first = daily[0];
  const last = daily.at(-1);
  const total = daily.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0) / 100;
  const best = daily.reduce<Day | undefined>((top, day) => (!top || day.revenue > top.revenue ? day : top), undefined);
  const bar = (WIDTH - GAP * (daily.length - 1)) / Math.max(1, daily.length);
  const summary =
    !first || !last || !best || best.revenue === 0
      ? t('overview.sales.chartEmpty')
      : t('overview.sales.chartSummary', {
          from: formatDay(first.date, lang, 'short'),
          to: formatDay(last.date, lang, 'short'),
          total: formatPrice(total, lang),
          best: formatDay(best.date, lang, 'short'),
          bestRevenue: formatPrice(best.revenue, lang),
        });
  return (
    <figure className="adm-chart" aria-labelledby={titleId} data-testid="overview-chart">
      <figcaption id={titleId} className="adm-chart__title">
        {t('overview.sales.chartTitle')}
      </figcaption>
      <svg
        className="adm-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="adm-chart__axis" />
        {daily.map((day, index) => {
          const height = Math.max(heights[index]! * (HEIGHT - 8), day.revenue > 0 ? 2 : 0);
          // Arabic reads right to left: the oldest day on the right.
          const x = (lang === 'ar' ? daily.length - 1 - index : index) * (bar + GAP);
          return (
            <rect
              key={day.date}
              x={x}
              y={HEIGHT - 1 - height}
              width={bar}
              height={height}
              rx="2"
              className={index === daily.length - 1 ? 'adm-chart__bar adm-chart__bar--today' : 'adm-chart__bar'}
            />
          );
        })}
      </svg>
      <div className="adm-chart__scale" aria-hidden="true">
        <span>{first ? formatDay(first.date, lang, 'short') : ''}</span>
        <span>{last ? formatDay(last.date, lang, 'short') : ''}</span>
      </div>
      <p id={summaryId} className="adm-chart__summary">
        {summary}
      </p>
      <details className="adm-chart__details">
        <summary>{t('overview.sales.showTable')}</summary>
        <div className="adm-table-wrap">
          <table className="adm-table" data-testid="overview-chart-table">
            <caption className="visually-hidden">{t('overview.sales.chartTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.sales.day')}</th>
                <th scope="col">{t('overview.sales.revenue')}</th>
                <th scope="col">{t('overview.sales.orderCount')}</th>
              </tr>
            </thead>
            <tbody>
              {[...daily].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, lang, 'short')}</th>
                  <td className="adm-num">{formatPrice(day.revenue, lang)}</td>
                  <td className="adm-num">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
