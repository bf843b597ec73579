import { useId, type ReactNode } from 'react';
import { COMPANY, Link } from '@ogulf/web-kit';
import {
  ChevronEndIcon,
  ClockIcon,
  MapPinIcon,
  PhoneIcon,
  QuoteIcon,
  StorefrontIcon,
  ToolsIcon,
  TruckIcon,
} from '@ogulf/web-kit/icons';
import { useCategories } from '../../data/get-categories';
import { useProducts } from '../../data/get-products';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { CategoryTile, CategoryTileSkeleton } from '../collection/category-tile';
import { FitOutLink } from '../fit-out/fit-out-link';
import { ProductCardList } from '../product-card/product-card';
import { ErrorPanel } from '../products/status-panels';
import { WhatsAppLink } from '../../shared/whatsapp-link';
import { CITY_CONTENT, popularCategories, type CityKey } from './city-content';
import '../products/products.css';
import '../collection/collection.css';
import './city.css';
import '@ogulf/web-kit/styles/chip.css';

const TILE_SIZES = '(min-width: 1248px) 282px, (min-width: 1024px) 23vw, (min-width: 600px) 31vw, 46vw';
const CARD_SIZES = TILE_SIZES;
const WHY_ICONS = [TruckIcon, ToolsIcon, StorefrontIcon, ClockIcon] as const;

/** The three ways to reach us: Request a Quote (contact page), WhatsApp, phone. */
function CallsToAction({ city, variant }: { city: string; variant: 'hero' | 'band' }) {
  const { t } = useCatalogLanguage();
  return (
    <div className={`city-cta city-cta--${variant}`}>
      <Link to="/contact" className="btn btn-accent btn-lg" data-testid="landing-quote">
        <QuoteIcon size={20} />
        {t('landing.quote')}
      </Link>
      <WhatsAppLink
        message={t('landing.whatsappText', { city })}
        label={t('landing.whatsapp')}
        className="btn btn-lg city-cta__whatsapp"
        testId="landing-whatsapp"
      />
      <a href={COMPANY.phoneHref} className="btn btn-lg city-cta__phone" data-testid="landing-phone">
        <PhoneIcon size={20} />
        <span>{t('landing.call')}</span>
        <span className="ltr" dir="ltr">
          {COMPANY.phone}
        </span>
      </a>
    </div>
  );
}

/** A section listing things (categories, products) whose title row ends in a link to all of them; busy while they load. */
function ListSection({
  id,
  title,
  more,
  busy,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; text: string };
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <section className="container city-section" aria-labelledby={id} aria-busy={busy}>
      <div className="city-section__head">
        <h2 id={id} className="city-section__title">
          {title}
        </h2>
        <Link to={more.to} className="city-section__more">
          {more.text}
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      </div>
      {children}
    </section>
  );
}

/** FAQPage structured data for search engines; `<` escaped so a text can never close the script. */
function faqData(questions: Array<{ q: string; a: string }>): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  }).replace(/</g, '\\u003c');
}

/** An office-furniture landing page for one city: hero, why us, areas, popular categories, products, FAQ, calls to action. */
export function CityLanding({ city }: { city: CityKey }) {
  const { t, lang } = useCatalogLanguage();
  const content = CITY_CONTENT[city];
  const key = (name: string) => `landing.${city}.${name}`;
  const cityName = t(`city.${city}`);
  const ids = {
    hero: useId(),
    why: useId(),
    areas: useId(),
    categories: useId(),
    showcase: useId(),
    faq: useId(),
    fitOut: useId(),
    cta: useId(),
  };

  const categories = useCategories();
  const popular = popularCategories(categories.categories, content.popularCategories);
  const showcase = useProducts(content.showcase.query);
  const questions = Array.from({ length: content.faqs }, (_, i) => ({
    q: t(key(`q${i + 1}`)),
    a: t(key(`a${i + 1}`)),
  }));

  return (
    <div className="city" data-testid="city-landing" data-city={city}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqData(questions) }} />

      <section className="city-hero" aria-labelledby={ids.hero}>
        <div className="container city-hero__inner">
          <p className="city-hero__eyebrow eyebrow">
            <MapPinIcon size={18} />
            {t(key('eyebrow'))}
          </p>
          <h1 id={ids.hero} className="city-hero__title">
            {t(key('title'))}
          </h1>
          <p className="city-hero__lead">{t(key('lead'))}</p>
          <CallsToAction city={cityName} variant="hero" />
          <p className="city-hero__hours">
            <ClockIcon size={18} />
            {t('landing.hours')}
          </p>
          <div className="city-facts" data-testid="landing-facts">
            <h2 className="city-facts__title">{t('landing.factsTitle')}</h2>
            <dl className="city-facts__list">
              {(
                [
                  ['factDays', t(key('factDays'))],
                  ['factLead', t(key('factLead'))],
                  ['factShowroom', t(key('factShowroom'))],
                  ['factCost', t('landing.factCostValue')],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="city-facts__item">
                  <dt>{t(`landing.${label}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className="container city-section" aria-labelledby={ids.why}>
        <h2 id={ids.why} className="city-section__title">
          {t('landing.whyTitle', { city: cityName })}
        </h2>
        <ul className="city-why grid-list" role="list">
          {WHY_ICONS.map((Icon, i) => (
            <li key={i} className="city-why__item stack">
              <span className="city-why__icon">
                <Icon size={24} />
              </span>
              <h3 className="city-why__title">{t(key(`why${i + 1}Title`))}</h3>
              <p className="city-why__text text-note">{t(key(`why${i + 1}Text`))}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container city-section city-section--tight" aria-labelledby={ids.areas}>
        <h2 id={ids.areas} className="city-section__subtitle">
          {t('landing.areasTitle', { city: cityName })}
        </h2>
        <ul className="cluster" role="list">
          {Array.from({ length: content.areas }, (_, i) => (
            <li key={i} className="catalog-chip chip city-area">
              <MapPinIcon size={16} />
              {t(key(`area${i + 1}`))}
            </li>
          ))}
        </ul>
      </section>

      <ListSection
        id={ids.categories}
        title={t('landing.categoriesTitle', { city: cityName })}
        more={{ to: '/collection', text: t('landing.allCategories') }}
        busy={categories.status === 'loading'}
      >
        {categories.status === 'error' && <ErrorPanel title={t('collection.error')} onRetry={categories.reload} />}
        <ul className="card-grid catalog-grid catalog-grid--wide" role="list" data-testid="landing-categories">
          {categories.status === 'loading'
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <CategoryTileSkeleton />
                </li>
              ))
            : popular.map((category) => (
                <li key={category.id}>
                  <CategoryTile category={category} sizes={TILE_SIZES} />
                </li>
              ))}
        </ul>
      </ListSection>

      <ListSection
        id={ids.showcase}
        title={t(key('showcaseTitle'))}
        more={{ to: content.showcase.href, text: t('landing.viewAllProducts') }}
        busy={showcase.status === 'loading'}
      >
        {showcase.status === 'error' && <ErrorPanel title={t('landing.productsError')} onRetry={showcase.reload} />}
        {showcase.status !== 'error' && (
          <ProductCardList
            products={showcase.data?.items ?? []}
            loading={showcase.status === 'loading'}
            sizes={CARD_SIZES}
            className="card-grid catalog-grid catalog-grid--wide"
            testId="landing-products"
          />
        )}
      </ListSection>

      <FitOutLink titleId={ids.fitOut} />

      <section className="container city-section" aria-labelledby={ids.faq}>
        <h2 id={ids.faq} className="city-section__title">
          {t('landing.faqTitle')}
        </h2>
        <div className="city-faq" data-testid="landing-faq">
          {questions.map(({ q, a }, i) => (
            <details key={i} className="city-faq__item">
              <summary className="city-faq__question">
                <span>{q}</span>
                <ChevronEndIcon size={18} className="city-faq__chevron" />
              </summary>
              <p className="city-faq__answer">{a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="city-band" aria-labelledby={ids.cta}>
        <div className="container city-band__inner media-split">
          <div>
            <h2 id={ids.cta} className="city-band__title">
              {t(key('ctaTitle'))}
            </h2>
            <p className="city-band__text">{t(key('ctaText'))}</p>
            <p className="city-band__address">
              <MapPinIcon size={18} />
              {lang === 'ar' ? COMPANY.addressAr : COMPANY.address}
            </p>
          </div>
          <CallsToAction city={cityName} variant="band" />
        </div>
      </section>
    </div>
  );
}
