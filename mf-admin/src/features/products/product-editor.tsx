import { useId, useState } from 'react';
import { catalogSlug } from '@ogulf/contracts/constants';
import { Link, notify, readApiError, useNavigate } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { CheckboxField, NamedOptions, SelectField, TextAreaField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useAdminCategories } from '../categories/get-admin-categories';
import { ImageField, useImageDrafts } from '../media/image-field';
import { deleteProduct } from './delete-product';
import { rememberProduct } from './get-admin-products';
import { useProductForEdit } from './get-product';
import {
  DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  productSchema,
  productValues,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SHORT_DESCRIPTION_MAX,
} from './product-form';
import { saveProduct } from './save-product';
import { serverFieldErrors } from './server-fields';
import { SpecificationsEditor } from './specifications-editor';
import { VariantsEditor } from './variants-editor';
import { AVAILABILITIES, type AdminProduct } from './types';
import { SubmitButton } from '../../shared/submit-button';

/** `/admin/products/new` and `/admin/products/:id`. */
export default function ProductEditor({ id }: { id: string | null }) {
  const { t, pick } = useAdminLanguage();
  const loaded = useProductForEdit(id);
  const title = id ? t('products.edit') : t('products.new');
  return (
    <>
      <SectionHeader
        title={
          loaded.status === 'success'
            ? t('products.editNamed', { name: pick(loaded.product.name, loaded.product.nameAr) })
            : title
        }
        link={{ to: '/admin/products', label: t('products.back') }}
      />
      {loaded.status === 'loading' && <LoadingPanel rows={10} />}
      {loaded.status === 'error' && <ErrorPanel message={t('products.loadFailed')} onRetry={loaded.reload} />}
      {loaded.status === 'new' && <ProductForm />}
      {loaded.status === 'success' && <ProductForm product={loaded.product} />}
    </>
  );
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const { t, fieldError, pick } = useAdminLanguage();
  const id = useId();
  const navigate = useNavigate();
  const drafts = useImageDrafts();
  const { categories, status: categoriesStatus } = useAdminCategories();
  const [deleting, setDeleting] = useState(false);
  const form = useAdminForm({
    initial: () => productValues(product),
    schema: productSchema,
    send: (body) => saveProduct(product?.id ?? null, body),
    savedMessage: product ? t('products.saved') : t('products.created'),
    onSaved: async (saved, body) => {
      if (saved && typeof saved === 'object' && 'id' in saved) rememberProduct(saved);
      const failed = await drafts.saved(body.images ?? []);
      if (failed.length) notify.error(t('images.deleteFailed'));
      navigate('/admin/products');
    },
  });
  const { values, set, errors } = form;
  // The API's refusal on the fields it names, until the next send.
  const serverErrors = serverFieldErrors(form.refusal, values);
  const subcategories = categories.find((category) => category.id === values.category)?.subcategories ?? [];
  // The address another product has (409 SLUG_TAKEN), on the field while it still holds it.
  const refused = readApiError(form.refusal);
  const takenSlug =
    refused.code === 'SLUG_TAKEN' && (refused.details as { slug?: unknown } | undefined)?.slug === values.slug.trim()
      ? t('errors.slugTaken')
      : undefined;
  const slugField = form.text('slug');
  // A new product's address follows its English name until the admin writes one of their own.
  const nameField = form.text('name');
  const onNameChange = (event: { target: { value: string } }) => {
    const name = event.target.value;
    if (!product && values.slug === catalogSlug(values.name))
      form.setValues((v) => ({ ...v, name, slug: catalogSlug(name) }));
    else nameField.onChange(event);
  };
  const seoCounter = (field: 'seoTitle' | 'seoTitleAr' | 'seoDescription' | 'seoDescriptionAr') => ({
    length: values[field].trim().length,
    max: field.startsWith('seoTitle') ? SEO_TITLE_MAX : SEO_DESCRIPTION_MAX,
  });

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form adm-card" data-testid="product-form">
      <FormProblem problem={form.problem} />
      <fieldset className="adm-fieldset">
        <legend>{t('products.sections.texts')}</legend>
        <div className="adm-grid-2">
          <TextField
            {...nameField}
            onChange={onNameChange}
            label={t('fields.nameEn')}
            lang="en"
            required
            maxLength={PRODUCT_NAME_MAX}
          />
          <TextField
            {...form.text('nameAr')}
            label={t('fields.nameAr')}
            lang="ar"
            required
            maxLength={PRODUCT_NAME_MAX}
          />
          <TextAreaField
            {...form.text('shortDescription')}
            label={t('fields.shortDescriptionEn')}
            lang="en"
            rows={2}
            maxLength={SHORT_DESCRIPTION_MAX}
          />
          <TextAreaField
            {...form.text('shortDescriptionAr')}
            label={t('fields.shortDescriptionAr')}
            lang="ar"
            rows={2}
            maxLength={SHORT_DESCRIPTION_MAX}
          />
          <TextAreaField
            {...form.text('description')}
            label={t('fields.descriptionEn')}
            lang="en"
            rows={6}
            maxLength={DESCRIPTION_MAX}
            hint={t('fields.paragraphsHint')}
          />
          <TextAreaField
            {...form.text('descriptionAr')}
            label={t('fields.descriptionAr')}
            lang="ar"
            rows={6}
            maxLength={DESCRIPTION_MAX}
            hint={t('fields.paragraphsHint')}
          />
        </div>
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('products.sections.seo')}</legend>
        <TextField
          {...slugField}
          error={slugField.error ?? takenSlug}
          label={t('products.seo.slug')}
          dir="ltr"
          spellCheck={false}
          autoCapitalize="off"
          hint={t(product ? 'products.seo.slugHintEdit' : 'products.seo.slugHint', {
            path: `/product/${values.slug.trim() || catalogSlug(values.name) || '…'}`,
          })}
        />
        <div className="adm-grid-2">
          <TextField
            {...form.text('seoTitle')}
            label={t('products.seo.titleEn')}
            lang="en"
            counter={seoCounter('seoTitle')}
            hint={t('products.seo.titleHint')}
          />
          <TextField
            {...form.text('seoTitleAr')}
            label={t('products.seo.titleAr')}
            lang="ar"
            counter={seoCounter('seoTitleAr')}
            hint={t('products.seo.titleHint')}
          />
          <TextAreaField
            {...form.text('seoDescription')}
            label={t('products.seo.descriptionEn')}
            lang="en"
            rows={3}
            counter={seoCounter('seoDescription')}
            hint={t('products.seo.descriptionHint')}
          />
          <TextAreaField
            {...form.text('seoDescriptionAr')}
            label={t('products.seo.descriptionAr')}
            lang="ar"
            rows={3}
            counter={seoCounter('seoDescriptionAr')}
            hint={t('products.seo.descriptionHint')}
          />
        </div>
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('products.sections.placement')}</legend>
        <div className="adm-grid-2">
          <SelectField
            id={`${id}-category`}
            label={t('fields.category')}
            required
            value={values.category}
            onChange={(event) => form.setValues((v) => ({ ...v, category: event.target.value, subcategory: '' }))}
            error={fieldError(errors.category)}
            hint={categoriesStatus === 'error' ? t('errors.loadFailed') : undefined}
          >
            <option value="">{categoriesStatus === 'loading' ? t('common.loading') : t('fields.choose')}</option>
            <NamedOptions items={categories} />
          </SelectField>
          <SelectField
            id={`${id}-subcategory`}
            label={t('fields.subcategory')}
            value={values.subcategory}
            onChange={(event) => set('subcategory', event.target.value)}
            disabled={subcategories.length === 0}
          >
            <option value="">{t('fields.none')}</option>
            <NamedOptions items={subcategories} />
          </SelectField>
        </div>
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('products.sections.sale')}</legend>
        <div className="adm-grid-2">
          <TextField
            {...form.text('price')}
            label={t('fields.priceQar')}
            inputMode="decimal"
            dir="ltr"
            hint={t('fields.priceHint')}
          />
          {values.variants.length === 0 && (
            <TextField
              {...form.text('salePrice')}
              label={t('fields.salePrice')}
              inputMode="decimal"
              dir="ltr"
              hint={t('fields.salePriceHint')}
            />
          )}
          <TextField
            {...form.text('sku')}
            error={form.text('sku').error ?? serverErrors.sku}
            label={t('variants.productSku')}
            dir="ltr"
            maxLength={40}
            hint={values.variants.length ? t('variants.productSkuWithVariants') : undefined}
          />
          {values.variants.length === 0 && (
            <TextField
              {...form.text('stock')}
              label={t('variants.productStock')}
              inputMode="numeric"
              dir="ltr"
              hint={t('variants.stockHint')}
            />
          )}
          <SelectField
            id={`${id}-availability`}
            label={t('fields.availabilityLabel')}
            value={values.availability}
            onChange={(event) => set('availability', event.target.value as AdminProduct['availability'])}
          >
            {AVAILABILITIES.map((availability) => (
              <option key={availability} value={availability}>
                {t(`fields.availability.${availability}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="adm-checks">
          <CheckboxField
            id={`${id}-quote`}
            label={t('fields.contactForQuote')}
            checked={values.contactForQuote}
            onChange={(checked) => set('contactForQuote', checked)}
          />
          <CheckboxField
            id={`${id}-featured`}
            label={t('products.flags.featured')}
            checked={values.isFeatured}
            onChange={(checked) => set('isFeatured', checked)}
          />
          <CheckboxField
            id={`${id}-new`}
            label={t('products.flags.new')}
            checked={values.isNewArrival}
            onChange={(checked) => set('isNewArrival', checked)}
          />
          <CheckboxField
            id={`${id}-best`}
            label={t('products.flags.bestseller')}
            checked={values.isBestSeller}
            onChange={(checked) => set('isBestSeller', checked)}
          />
          <CheckboxField
            id={`${id}-active`}
            label={t('fields.activeProduct')}
            checked={values.active}
            onChange={(checked) => set('active', checked)}
          />
        </div>
      </fieldset>

      <ImageField
        label={t('fields.images')}
        images={values.images}
        onChange={(images) => set('images', images)}
        folder="products"
        drafts={drafts}
        multiple
        alt={values.name}
      />
      {errors.images && <p className="adm-field__error">{fieldError(errors.images)}</p>}

      <VariantsEditor
        idPrefix={id}
        slug={product?.slug || values.name}
        images={values.images}
        options={values.options}
        variants={values.variants}
        onChange={(next) => form.setValues((v) => ({ ...v, ...next }))}
        errors={errors}
        serverErrors={serverErrors}
      />

      <SpecificationsEditor
        idPrefix={id}
        rows={values.specifications}
        onChange={(rows) => set('specifications', rows)}
        errors={errors}
      />

      <div className="cluster adm-actions adm-actions--sticky">
        {product && (
          <button
            type="button"
            className="btn btn-ghost adm-text-danger adm-actions__start"
            onClick={() => setDeleting(true)}
          >
            {t('products.delete')}
          </button>
        )}
        {product?.slug && product.active !== false && (
          <Link to={`/product/${product.slug}`} className="btn btn-ghost" target="_blank" rel="noopener">
            {t('products.viewInStore')}
          </Link>
        )}
        <Link to="/admin/products" className="btn btn-outline">
          {t('common.cancel')}
        </Link>
        <SubmitButton busy={form.busy} label={product ? t('common.save') : t('products.create')} />
      </div>
      <ConfirmDialog
        subject={deleting && product ? t('products.subject', { name: pick(product.name, product.nameAr) }) : null}
        onClose={() => setDeleting(false)}
        doneMessage={t('common.deleted')}
        onConfirm={async () => {
          if (!product) return;
          await deleteProduct(product.id);
          navigate('/admin/products');
        }}
      />
    </form>
  );
}
