import { CITY_LANDINGS, useLocation, usePageTitle } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { CityLanding } from '../features/city/city-landing';
import type { CityKey } from '../features/city/city-content';
import '../i18n/landing-texts';
import '../catalog.css';

/** `/office-furniture-doha`, `-lusail`, `-al-waab`. */
export default function CityLandingPage() {
  const { t } = useCatalogLanguage();
  const { pathname } = useLocation();
  const city: CityKey = CITY_LANDINGS.find((c) => pathname === `/office-furniture-${c}`) ?? 'doha';
  usePageTitle(t(`landing.${city}.title`));
  return <CityLanding key={city} city={city} />;
}
