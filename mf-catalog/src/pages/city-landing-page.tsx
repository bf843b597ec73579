import { useTranslation } from 'react-i18next';
import { useLocation } from '@ogulf/web-kit';
import { CITY_LANDINGS, usePageTitle } from '@ogulf/web-kit';

type City = (typeof CITY_LANDINGS)[number];

export default function CityLandingPage() {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const city: City = CITY_LANDINGS.find((c) => pathname === `/office-furniture-${c}`) ?? 'doha';
  const name = t(`city.${city}`);
  usePageTitle(t('city.title', { city: name }));
  return (
    <section className="container page-section">
      <h1>{t('city.title', { city: name })}</h1>
      <p className="lead">{t('city.intro', { city: name })}</p>
    </section>
  );
}
