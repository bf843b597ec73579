import { useState } from 'react';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { SectionHeader } from '../../shared/section-header';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { CategoryDialog } from './category-dialog';
import { deleteCategory } from './delete-category';
import { deleteSubcategory } from './delete-subcategory';
import { useAdminCategories } from './get-admin-categories';
import { SubcategoryDialog, type SubcategoryEditing } from './subcategory-dialog';
import type { AdminCategory, AdminSubcategory } from './types';
import { RowButton } from '../../shared/row-button';
import { Thumb } from '../../shared/thumb';

type Deleting = { kind: 'category'; record: AdminCategory } | { kind: 'subcategory'; record: AdminSubcategory } | null;

/** `/admin/categories`: every category with its subcategories; add, edit and delete both. */
export default function CategoriesSection() {
  const { t, pick } = useAdminLanguage();
  const reply = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [editingSub, setEditingSub] = useState<SubcategoryEditing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const { categories, reload } = reply;

  return (
    <>
      <SectionHeader
        title={t('categories.title')}
        intro={t('categories.intro')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('categories.new')}
          </button>
        }
      />
      {reply.status === 'loading' && <LoadingPanel />}
      {reply.status === 'error' && <ErrorPanel onRetry={reload} />}
      {reply.status === 'success' && categories.length === 0 && <EmptyPanel message={t('categories.empty')} />}
      {categories.length > 0 && (
        <ul className="adm-category-list" role="list" data-testid="category-list">
          {categories.map((category) => (
            <li key={category.id} className="adm-card adm-category">
              <div className="adm-category__head">
                <Thumb image={category.image} width={64} height={48} />
                <div className="adm-category__names">
                  <h2 className="adm-category__name">
                    {pick(category.name, category.nameAr)}
                    {category.active === false && (
                      <span className="adm-badge adm-badge--inactive">{t('common.hidden')}</span>
                    )}
                  </h2>
                  <p className="adm-muted">
                    <span lang="en" dir="ltr">
                      {category.name}
                    </span>{' '}
                    ·{' '}
                    <span lang="ar" dir="rtl">
                      {category.nameAr}
                    </span>
                    {category.productCount !== undefined && (
                      <> · {t('categories.products', { count: category.productCount })}</>
                    )}
                  </p>
                </div>
                <div className="adm-row-actions">
                  <RowButton
                    tone="outline"
                    onClick={() => setEditing(category)}
                    name={t('common.editNamed', { name: category.name })}
                  >
                    {t('common.edit')}
                  </RowButton>
                  <RowButton
                    tone="danger"
                    onClick={() => setDeleting({ kind: 'category', record: category })}
                    name={t('common.deleteNamed', { name: category.name })}
                  >
                    {t('common.delete')}
                  </RowButton>
                </div>
              </div>
              <div className="adm-subcategories">
                <h3 className="adm-subcategories__title">
                  {t('subcategories.title', { count: category.subcategories.length })}
                </h3>
                {category.subcategories.length > 0 && (
                  <ul role="list" className="adm-subcategories__list">
                    {category.subcategories.map((subcategory) => (
                      <li key={subcategory.id}>
                        <span>
                          {pick(subcategory.name, subcategory.nameAr)}
                          {subcategory.productCount !== undefined && (
                            <span className="adm-muted"> ({subcategory.productCount})</span>
                          )}
                        </span>
                        <span className="adm-row-actions">
                          <RowButton
                            tone="ghost"
                            onClick={() => setEditingSub({ categoryId: category.id, subcategory })}
                            name={t('common.editNamed', { name: subcategory.name })}
                          >
                            {t('common.edit')}
                          </RowButton>
                          <RowButton
                            tone="danger"
                            onClick={() => setDeleting({ kind: 'subcategory', record: subcategory })}
                            name={t('common.deleteNamed', { name: subcategory.name })}
                          >
                            {t('common.delete')}
                          </RowButton>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <RowButton tone="ghost" onClick={() => setEditingSub({ categoryId: category.id })}>
                  {t('subcategories.add')}
                </RowButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CategoryDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <SubcategoryDialog
        editing={editingSub}
        categories={categories}
        onClose={() => setEditingSub(null)}
        onSaved={() => {
          setEditingSub(null);
          reload();
        }}
      />
      <ConfirmDialog
        subject={
          deleting
            ? t(deleting.kind === 'category' ? 'categories.subject' : 'subcategories.subject', {
                name: pick(deleting.record.name, deleting.record.nameAr),
              })
            : null
        }
        onClose={() => setDeleting(null)}
        doneMessage={t('common.deleted')}
        onConfirm={async () => {
          if (!deleting) return;
          if (deleting.kind === 'category') await deleteCategory(deleting.record.id);
          else await deleteSubcategory(deleting.record.id);
          reload();
        }}
      />
    </>
  );
}
