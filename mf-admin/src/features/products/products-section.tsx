import { useId, useState } from 'react';
import { formatPrice, Link } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { NamedOptions, SelectField } from '../../shared/fields';
import { FilterForm } from '../../shared/filter-form';
import { PagedResults, useListAddress } from '../../shared/paged-list';
import { SectionHeader } from '../../shared/section-header';
import { DataTable } from '../../shared/table-head';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useAdminCategories } from '../categories/get-admin-categories';
import { deleteProduct } from './delete-product';
import { useAdminProducts } from './get-admin-products';
import { parseProductsQuery, productsSearch, type ProductsQuery } from './products-query';
import { PRODUCT_FLAGS, type AdminProduct } from './types';
import { RowButton } from '../../shared/row-button';
import { Thumb } from '../../shared/thumb';

/** `/admin/products`: search, filters and pages over every product, hidden ones included. */
export default function ProductsSection() {
  const { t, lang, pick } = useAdminLanguage();
  const id = useId();
  const { query, go } = useListAddress('/admin/products', parseProductsQuery, productsSearch);
  const reply = useAdminProducts(query);
  const { categories } = useAdminCategories();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const subcategories = categories.find((category) => category.id === query.category)?.subcategories ?? [];

  return (
    <>
      <SectionHeader
        title={t('products.title')}
        intro={t('products.intro')}
        link={{ to: '/admin/products/new', label: t('products.new'), primary: true }}
      />
      <FilterForm
        label={t('products.filters')}
        searchLabel={t('products.search')}
        placeholder={t('products.searchPlaceholder')}
        initialText={query.q}
        onSearch={(q) => go({ q })}
      >
        <SelectField
          id={`${id}-category`}
          label={t('fields.category')}
          value={query.category}
          onChange={(event) => go({ category: event.target.value, subcategory: '' })}
        >
          <option value="">{t('products.allCategories')}</option>
          <NamedOptions items={categories} />
        </SelectField>
        {subcategories.length > 0 && (
          <SelectField
            id={`${id}-subcategory`}
            label={t('fields.subcategory')}
            value={query.subcategory}
            onChange={(event) => go({ subcategory: event.target.value })}
          >
            <option value="">{t('products.allSubcategories')}</option>
            <NamedOptions items={subcategories} />
          </SelectField>
        )}
        <SelectField
          id={`${id}-flag`}
          label={t('products.flag')}
          value={query.flag}
          onChange={(event) => go({ flag: event.target.value as ProductsQuery['flag'] })}
        >
          <option value="">{t('products.allFlags')}</option>
          {PRODUCT_FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {t(`products.flags.${flag}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-active`}
          label={t('products.visibility')}
          value={query.active}
          onChange={(event) => go({ active: event.target.value as ProductsQuery['active'] })}
        >
          <option value="">{t('products.allVisibility')}</option>
          <option value="true">{t('products.visible')}</option>
          <option value="false">{t('common.hidden')}</option>
        </SelectField>
      </FilterForm>

      <PagedResults
        reply={reply}
        go={go}
        count={(count) => t('products.count', { count })}
        countTestId="products-count"
        empty={query.q || query.category || query.flag || query.active ? t('products.noMatch') : t('products.empty')}
        emptyAction={
          <Link to="/admin/products/new" className="btn btn-outline btn-sm">
            {t('products.new')}
          </Link>
        }
      >
        {(products) => (
          <DataTable
            caption={t('products.title')}
            columns={[
              <span className="visually-hidden">{t('fields.image')}</span>,
              t('products.name'),
              t('fields.category'),
              t('fields.price'),
              t('variants.stockColumn'),
              t('products.flag'),
              <span className="visually-hidden">{t('common.actions')}</span>,
            ]}
            testId="products-table"
          >
            {products.map((product) => (
              <tr key={product.id}>
                <td className="adm-table__thumb">
                  <Thumb image={product.images[0] ?? product.image} width={56} height={56} />
                </td>
                <th scope="row" data-label={t('products.name')}>
                  <Link to={`/admin/products/${product.id}`}>{pick(product.name, product.nameAr)}</Link>
                  <span
                    className="adm-muted adm-block"
                    lang={lang === 'ar' ? 'en' : 'ar'}
                    dir={lang === 'ar' ? 'ltr' : 'rtl'}
                  >
                    {lang === 'ar' ? product.name : product.nameAr}
                  </span>
                </th>
                <td data-label={t('fields.category')}>
                  <span>
                    {product.category ? pick(product.category.name, product.category.nameAr) : '—'}
                    {product.subcategory && (
                      <span className="adm-muted adm-block">
                        {pick(product.subcategory.name, product.subcategory.nameAr)}
                      </span>
                    )}
                  </span>
                </td>
                <td data-label={t('fields.price')} className="adm-num">
                  {product.price !== null && !product.contactForQuote
                    ? formatPrice(product.price, lang)
                    : t('products.onQuote')}
                </td>
                <td data-label={t('variants.stockColumn')} className="adm-num">
                  <StockCell product={product} />
                </td>
                <td data-label={t('products.flag')}>
                  <span className="adm-tags">
                    {product.active === false && (
                      <span className="adm-badge adm-badge--inactive">{t('common.hidden')}</span>
                    )}
                    {product.isFeatured && <span className="adm-badge">{t('products.flags.featured')}</span>}
                    {product.isNewArrival && <span className="adm-badge">{t('products.flags.new')}</span>}
                    {product.isBestSeller && <span className="adm-badge">{t('products.flags.bestseller')}</span>}
                    {product.availability !== 'in-stock' && (
                      <span className="adm-badge adm-badge--warn">
                        {t(`fields.availability.${product.availability}`)}
                      </span>
                    )}
                  </span>
                </td>
                <td>
                  <div className="adm-row-actions">
                    <Link
                      to={`/admin/products/${product.id}`}
                      className="btn btn-outline btn-sm"
                      aria-label={t('common.editNamed', { name: product.name })}
                    >
                      {t('common.edit')}
                    </Link>
                    <RowButton
                      tone="danger"
                      onClick={() => setDeleting(product)}
                      name={t('common.deleteNamed', { name: product.name })}
                    >
                      {t('common.delete')}
                    </RowButton>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedResults>
      <ConfirmDialog
        subject={deleting ? t('products.subject', { name: pick(deleting.name, deleting.nameAr) }) : null}
        onClose={() => setDeleting(null)}
        doneMessage={t('common.deleted')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteProduct(deleting.id);
          reply.reload();
        }}
      />
    </>
  );
}

/** Units left: the variants' together (with how many variants), or the product's own; "not counted" when it has none. */
function StockCell({ product }: { product: AdminProduct }) {
  const { t } = useAdminLanguage();
  const variants = product.variants ?? [];
  const units = variants.length ? variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock;
  return (
    <span>
      {units === null || units === undefined ? <span className="adm-muted">{t('variants.notCounted')}</span> : units}
      {variants.length > 0 && (
        <span className="adm-muted adm-block">{t('variants.variantCount', { count: variants.length })}</span>
      )}
    </span>
  );
}
