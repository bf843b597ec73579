import { useId, useState, type FormEvent } from 'react';
import { formatPrice, Link } from '@ogulf/web-kit';
import { findCategory } from '../../data/catalog-lookup';
import { localName } from '../../data/localize';
import {
  changeFilters,
  FLAGS,
  hasActiveFilters,
  LISTING_AVAILABILITIES,
  listingHref,
  toggleAvailability,
  toggleOption,
  type ProductFilters,
} from '../../data/product-filters';
import type { Category, ProductFacets } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ChevronDownIcon } from '@ogulf/web-kit/icons';

interface FilterPanelProps {
  filters: ProductFilters;
  basePath: string;
  /** The category list (only on `/products`; category and subcategory pages have their own). */
  categories?: { status: 'loading' | 'success' | 'error'; categories: Category[] };
  /** What the products in scope offer (`GET /api/products/facets`); undefined until it first loads. */
  facets?: ProductFacets | undefined;
  onChange: (change: Partial<ProductFilters>) => void;
  onClear: () => void;
}

/**
 * Categories with their subcategories, the flag checkboxes, the options the products in scope
 * offer (Colour, Finish, Size…), availability and the price range; every change goes to the address.
 */
export function FilterPanel({ filters, basePath, categories, facets, onChange, onClear }: FilterPanelProps) {
  const { t } = useCatalogLanguage();
  return (
    <div className="filter-panel" data-testid="filter-panel">
      {categories && <CategoryFilter filters={filters} basePath={basePath} categories={categories} />}

      <fieldset className="filter-panel__group">
        <legend className="filter-panel__legend eyebrow">{t('filters.show')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="filter-panel__check">
            <input
              type="checkbox"
              checked={filters[flag]}
              onChange={(event) => onChange({ [flag]: event.currentTarget.checked })}
            />
            <span>{t(`filters.${flag}`)}</span>
          </label>
        ))}
      </fieldset>

      {facets?.options.map((option) => (
        <OptionFilter key={option.key} option={option} filters={filters} onChange={onChange} />
      ))}

      <AvailabilityFilter filters={filters} facets={facets} onChange={onChange} />

      <PriceFilter filters={filters} bounds={facets?.price ?? null} onChange={onChange} />

      {hasActiveFilters(filters) && (
        <button
          type="button"
          className="btn btn-outline btn-sm filter-panel__clear"
          onClick={onClear}
          data-testid="reset-filters"
        >
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}

function CategoryFilter({
  filters,
  basePath,
  categories,
}: Required<Pick<FilterPanelProps, 'filters' | 'basePath' | 'categories'>>) {
  const { t, lang } = useCatalogLanguage();
  const headingId = useId();
  const current = findCategory(categories.categories, filters.category);
  // A category opens by itself while it is the current one; the reader's own toggles win.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const allHref = listingHref(basePath, changeFilters(filters, { category: undefined, subcategory: undefined }));

  return (
    <section className="filter-panel__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="filter-panel__legend eyebrow">
        {t('filters.categories')}
      </h2>
      {categories.status === 'loading' ? (
        <ul className="filter-cats" role="list" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <span className="skeleton filter-cats__skeleton" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="filter-cats" role="list">
          <li>
            <Link to={allHref} className="filter-cats__link" aria-current={!filters.category ? 'true' : undefined}>
              {t('filters.allCategories')}
            </Link>
          </li>
          {categories.categories.map((category) => {
            const isCurrent = current?.id === category.id;
            const open = toggled[category.id] ?? isCurrent;
            const listId = `${headingId}-${category.id}`;
            const name = localName(category, lang);
            return (
              <li key={category.id} className="filter-cats__item">
                <div className="filter-cats__row">
                  <Link
                    to={listingHref(basePath, changeFilters(filters, { category: category.name }))}
                    className="filter-cats__link"
                    aria-current={isCurrent && !filters.subcategory ? 'true' : undefined}
                    data-testid="filter-category"
                  >
                    <span>{name}</span>
                    {typeof category.productCount === 'number' && (
                      <span className="filter-cats__count">{category.productCount}</span>
                    )}
                  </Link>
                  {category.subcategories.length > 0 && (
                    <button
                      type="button"
                      className="filter-cats__toggle"
                      aria-expanded={open}
                      aria-controls={listId}
                      aria-label={t('filters.showSubcategories', { name })}
                      onClick={() => setToggled((state) => ({ ...state, [category.id]: !open }))}
                    >
                      <ChevronDownIcon size={18} />
                    </button>
                  )}
                </div>
                {category.subcategories.length > 0 && (
                  <ul id={listId} className="filter-cats__subs" role="list" hidden={!open}>
                    {category.subcategories.map((sub) => {
                      const subCurrent =
                        isCurrent && (filters.subcategory === sub.slug || filters.subcategory === sub.id);
                      return (
                        <li key={sub.id}>
                          <Link
                            to={listingHref(
                              basePath,
                              changeFilters(filters, { category: category.name, subcategory: sub.slug || sub.id }),
                            )}
                            className="filter-cats__link filter-cats__link--sub"
                            aria-current={subCurrent ? 'true' : undefined}
                          >
                            <span>{localName(sub, lang)}</span>
                            {typeof sub.productCount === 'number' && (
                              <span className="filter-cats__count">{sub.productCount}</span>
                            )}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A checkbox of a filter value: its name, then the number of products it would show (read out in words). */
function ValueCheck({
  label,
  count,
  checked,
  swatch,
  onToggle,
}: {
  label: string;
  count: number | undefined;
  checked: boolean;
  swatch?: string;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useCatalogLanguage();
  // A value nothing would match stays reachable while chosen, so it can be taken off again.
  const disabled = !checked && count === 0;
  return (
    <label className={`filter-panel__check${disabled ? ' is-disabled' : ''}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {swatch ? <span className="filter-swatch" style={{ backgroundColor: swatch }} aria-hidden="true" /> : null}
      <span className="filter-panel__value">{label}</span>
      {count !== undefined && (
        <>
          <span className="filter-panel__count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">, {t('filters.productCount', { count })}</span>
        </>
      )}
    </label>
  );
}

/** One option of the products in scope (Colour, Finish…): its values as checkboxes, OR'ed. */
function OptionFilter({
  option,
  filters,
  onChange,
}: {
  option: ProductFacets['options'][number];
  filters: ProductFilters;
  onChange: FilterPanelProps['onChange'];
}) {
  const { lang } = useCatalogLanguage();
  const swatches = option.kind === 'color' || option.kind === 'finish';
  return (
    <fieldset className="filter-panel__group" data-testid={`filter-option-${option.key}`}>
      <legend className="filter-panel__legend eyebrow">{localName(option, lang)}</legend>
      {option.values.map((value) => {
        const choice = `${option.key}:${value.key}`;
        return (
          <ValueCheck
            key={value.key}
            label={localName(value, lang)}
            count={value.count}
            checked={filters.opt.includes(choice)}
            {...(swatches && value.swatch ? { swatch: value.swatch } : {})}
            onToggle={(on) => onChange(toggleOption(filters, choice, on))}
          />
        );
      })}
    </fieldset>
  );
}

/** In stock ("only N left" included), pre-order, out of stock; OR'ed. */
function AvailabilityFilter({
  filters,
  facets,
  onChange,
}: {
  filters: ProductFilters;
  facets: ProductFacets | undefined;
  onChange: FilterPanelProps['onChange'];
}) {
  const { t } = useCatalogLanguage();
  return (
    <fieldset className="filter-panel__group" data-testid="filter-availability">
      <legend className="filter-panel__legend eyebrow">{t('filters.availability')}</legend>
      {LISTING_AVAILABILITIES.map((value) => (
        <ValueCheck
          key={value}
          label={t(`filters.availabilityValue.${value}`)}
          count={facets?.availability.find((entry) => entry.value === value)?.count}
          checked={filters.availability.includes(value)}
          onToggle={(on) => onChange(toggleAvailability(filters, value, on))}
        />
      ))}
    </fieldset>
  );
}

const PRICE_INPUT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** A typed amount in QAR, or undefined when blank; NaN when it is not an amount. */
function readAmount(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  return PRICE_INPUT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

function PriceFilter({
  filters,
  bounds,
  onChange,
}: Pick<FilterPanelProps, 'filters' | 'onChange'> & { bounds: ProductFacets['price'] }) {
  const { t, lang } = useCatalogLanguage();
  const id = useId();
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let min = readAmount(data.get('minPrice'));
    let max = readAmount(data.get('maxPrice'));
    if (Number.isNaN(min) || Number.isNaN(max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    onChange({ minPrice: min, maxPrice: max });
  };

  return (
    // Keyed by the address's values, so back/forward and "clear" show what is applied.
    <form
      key={`${filters.minPrice ?? ''}-${filters.maxPrice ?? ''}`}
      className="filter-panel__group"
      onSubmit={submit}
      noValidate
    >
      <fieldset className="filter-price">
        <legend className="filter-panel__legend eyebrow">{t('filters.price')}</legend>
        <div className="filter-price__inputs">
          {(
            [
              ['min', 'minPrice', bounds ? String(Math.floor(bounds.min)) : '0'],
              ['max', 'maxPrice', bounds ? String(Math.ceil(bounds.max)) : '50000'],
            ] as const
          ).map(([end, name, placeholder]) => (
            <label key={end} htmlFor={`${id}-${end}`} className="filter-price__field">
              <span>{t(`filters.${name}`)}</span>
              <input
                id={`${id}-${end}`}
                name={name}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                placeholder={placeholder}
                defaultValue={filters[name] ?? ''}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
              />
            </label>
          ))}
        </div>
        {bounds && (
          <p className="filter-price__bounds text-note" data-testid="price-bounds">
            {t('filters.priceBounds', { min: formatPrice(bounds.min, lang), max: formatPrice(bounds.max, lang) })}
          </p>
        )}
        {invalid && (
          <p id={`${id}-error`} className="filter-price__error" role="alert">
            {t('filters.priceInvalid')}
          </p>
        )}
        <button type="submit" className="btn btn-outline btn-sm filter-price__apply">
          {t('filters.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
