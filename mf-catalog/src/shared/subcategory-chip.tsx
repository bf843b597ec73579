import { Link, type Language } from '@ogulf/web-kit';
import { localName } from '../data/localize';
import type { Subcategory } from '../data/types';
import '@ogulf/web-kit/styles/chip.css';

/** A subcategory as a chip linking to its page, with its product count when known. */
export function SubcategoryChip({ subcategory, lang }: { subcategory: Subcategory; lang: Language }) {
  return (
    <Link to={`/subcategory/${subcategory.id}`} className="catalog-chip chip">
      {localName(subcategory, lang)}
      {typeof subcategory.productCount === 'number' && (
        <span className="catalog-chip__count">{subcategory.productCount}</span>
      )}
    </Link>
  );
}
