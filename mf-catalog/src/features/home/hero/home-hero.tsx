import { Link } from '@ogulf/web-kit';
import { CheckIcon, ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../../i18n/use-catalog-language';
import { HeroCarousel } from './hero-carousel';
import './home-hero.css';

const POINTS = ['delivery', 'installation', 'since'] as const;

/** The top of the home page: headline, a line of text, the two calls to action, and the carousel of scenes. */
export function HomeHero() {
  const { t } = useCatalogLanguage();
  return (
    <section className="home-hero" aria-labelledby="hero-title" data-testid="home-hero" data-home-section="hero">
      <div className="container home-hero__inner media-split">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="home-hero__title">
            {t('home.headline')}
          </h1>
          <p className="home-hero__lead">{t('home.sub')}</p>
          <div className="home-hero__actions">
            <Link className="btn btn-accent btn-lg" to="/products" data-testid="hero-browse">
              {t('home.browse')}
              <ChevronEndIcon size={20} className="flip-rtl" />
            </Link>
            <Link className="btn btn-lg home-hero__quote" to="/contact" data-testid="hero-quote">
              {t('home.quote')}
            </Link>
          </div>
          <ul className="home-hero__points" role="list">
            {POINTS.map((point) => (
              <li key={point}>
                <CheckIcon size={16} className="home-hero__check" />
                {t(`home.hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroCarousel />
      </div>
    </section>
  );
}
