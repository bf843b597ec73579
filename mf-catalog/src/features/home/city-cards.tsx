import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { AlWaabIcon, DohaIcon, LusailIcon } from './city-icons';
import { HomeSection } from './home-section';
import './city-cards.css';

/** The three city landing pages (spec section 2), in the spec's order. */
export const CITIES = [
  { key: 'doha', href: '/office-furniture-doha', Icon: DohaIcon },
  { key: 'lusail', href: '/office-furniture-lusail', Icon: LusailIcon },
  { key: 'alWaab', href: '/office-furniture-al-waab', Icon: AlWaabIcon },
] as const;

/** Doha, Lusail and Al Waab: a drawn landmark, a line about the service there, and a link to its landing page. */
export function CityCards() {
  const { t } = useCatalogLanguage();
  return (
    <HomeSection texts="cities" name="cities">
      <ul className="city-cards grid-list" role="list">
        {CITIES.map(({ key, href, Icon }) => (
          <li key={key}>
            <article className="city-card" data-testid="city-card" data-city={key}>
              <Icon className="city-card__art" />
              <span className="city-card__icon">
                <Icon />
              </span>
              <h3 className="city-card__name">{t(`home.cities.${key}.name`)}</h3>
              <p className="city-card__text">{t(`home.cities.${key}.text`)}</p>
              <Link to={href} className="city-card__link">
                {t(`home.cities.${key}.link`)}
                <ChevronEndIcon size={18} className="flip-rtl" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
