import { useId, type ReactNode } from 'react';
import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../../i18n/use-catalog-language';
import { LineIcon } from '../line-icon';
import { SectionHead } from '../section-head';
import showroomLarge from './showroom-1200.webp';
import showroomSmall from './showroom-640.webp';
import './about-section.css';

const Icon = ({ children }: { children: ReactNode }) => <LineIcon size={24}>{children}</LineIcon>;

const POINTS = [
  {
    key: 'showroom',
    icon: (
      <Icon>
        <path d="M3 10 4.5 4h15L21 10M3 10h18M4 10v10h16V10M9 20v-5h6v5" />
      </Icon>
    ),
  },
  {
    key: 'installation',
    icon: (
      <Icon>
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
      </Icon>
    ),
  },
  {
    key: 'afterSales',
    icon: (
      <Icon>
        <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zM20 13h-3v6h2a1 1 0 0 0 1-1zM17 19c0 1.5-1.5 2-3 2h-2" />
      </Icon>
    ),
  },
] as const;

/** The company's story since 2006, its showroom, installation team and after-sales care, with links to About and Our Story. */
export function AboutSection() {
  const { t } = useCatalogLanguage();
  const headingId = useId();
  return (
    <section
      className="home-section about-section"
      aria-labelledby={headingId}
      data-testid="home-about"
      data-home-section="about"
    >
      <div className="container about-section__inner media-split">
        <figure className="about-section__media">
          <img
            src={showroomSmall}
            srcSet={`${showroomSmall} 640w, ${showroomLarge} 1200w`}
            sizes="(min-width: 1248px) 560px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
            width={1200}
            height={900}
            alt={t('home.about.imageAlt')}
            loading="lazy"
            decoding="async"
          />
          <figcaption className="about-section__badge">
            <span>{t('home.about.badge')}</span>
            <strong>2006</strong>
          </figcaption>
        </figure>
        <div className="about-section__text">
          <SectionHead id={headingId} eyebrow={t('home.about.eyebrow')} heading={t('home.about.heading')} />
          <p className="about-section__story">{t('home.about.story')}</p>
          <ul className="about-section__points" role="list">
            {POINTS.map(({ key, icon }) => (
              <li key={key} className="about-section__point">
                <span className="about-section__icon">{icon}</span>
                <span>
                  <strong className="about-section__point-title">{t(`home.about.points.${key}.title`)}</strong>
                  <span className="about-section__point-text">{t(`home.about.points.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="about-section__actions">
            <Link to="/about" className="btn btn-primary">
              {t('home.about.aboutLink')}
              <ChevronEndIcon size={18} className="flip-rtl" />
            </Link>
            <Link to="/our-story" className="btn btn-outline">
              {t('home.about.storyLink')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
