import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import '../../i18n/fitout-texts';
import './fit-out-link.css';

/** A band inviting a buyer furnishing a whole office to the fit-out builder (`/fit-out`). */
export function FitOutLink({ titleId }: { titleId: string }) {
  const { t } = useCatalogLanguage();
  return (
    <section className="container city-section" aria-labelledby={titleId}>
      <div className="fitout-link split-row" data-testid="fit-out-link">
        <div>
          <h2 id={titleId} className="fitout-link__title">
            {t('fitout.linkTitle')}
          </h2>
          <p className="fitout-link__text">{t('fitout.linkText')}</p>
        </div>
        <Link to="/fit-out" className="btn btn-primary">
          {t('fitout.linkCta')}
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      </div>
    </section>
  );
}
