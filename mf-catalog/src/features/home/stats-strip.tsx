import type { ReactNode } from 'react';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { LineIcon } from './line-icon';
import './stats-strip.css';

const Icon = ({ children }: { children: ReactNode }) => <LineIcon size={28}>{children}</LineIcon>;

/** The home page's figures (spec section 1): years, customers, rating, delivery. */
const STATS = [
  {
    key: 'years',
    icon: (
      <Icon>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
      </Icon>
    ),
  },
  {
    key: 'customers',
    icon: (
      <Icon>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.7.8 2.7 2.5 3 5.2" />
      </Icon>
    ),
  },
  {
    key: 'rating',
    icon: (
      <Icon>
        <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
      </Icon>
    ),
  },
  {
    key: 'delivery',
    icon: (
      <Icon>
        <path d="M2 6h11v10H2zM13 9h4.5l3.5 3.6V16h-8" />
        <circle cx="6" cy="18" r="2" />
        <circle cx="17" cy="18" r="2" />
      </Icon>
    ),
  },
] as const;

/** A navy band with the four figures in gold. */
export function StatsStrip() {
  const { t } = useCatalogLanguage();
  return (
    <section
      className="stats-strip"
      aria-label={t('home.stats.label')}
      data-testid="home-stats"
      data-home-section="stats"
    >
      <ul className="container stats-strip__list" role="list">
        {STATS.map(({ key, icon }) => (
          <li key={key} className="stats-strip__item">
            <span className="stats-strip__icon icon-badge">{icon}</span>
            <span className="stats-strip__text">
              <strong className="stats-strip__value">
                <bdi dir="ltr">{t(`home.stats.${key}`)}</bdi>
              </strong>
              <span className="stats-strip__label">{t(`home.stats.${key}Label`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
