import { useId } from 'react';
import { localText } from '@ogulf/web-kit/language';
import { localDescription } from '../../data/localize';
import type { Product } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { paragraphs } from './quantity';

/** The full description and the specifications table, each in the interface language (English when a text has no Arabic). */
export function ProductDetails({ product }: { product: Product }) {
  const { t, lang } = useCatalogLanguage();
  const descriptionId = useId();
  const specsId = useId();
  const description = paragraphs(localDescription(product, lang));
  const specs = product.specifications ?? [];
  if (description.length === 0 && specs.length === 0) return null;
  return (
    <div className="product-details">
      {description.length > 0 && (
        <section className="product-details__section" aria-labelledby={descriptionId} data-testid="product-description">
          <h2 id={descriptionId} className="product-details__heading">
            {t('product.description')}
          </h2>
          {description.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      )}
      {specs.length > 0 && (
        <section className="product-details__section" aria-labelledby={specsId}>
          <h2 id={specsId} className="product-details__heading">
            {t('product.specifications')}
          </h2>
          <table className="product-specs" data-testid="product-specs">
            <tbody>
              {specs.map((spec, index) => (
                <tr key={index}>
                  <th scope="row">{localText(spec.label, spec.labelAr, lang)}</th>
                  <td>{localText(spec.value, spec.valueAr, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
