import { useId } from 'react';
import { CheckboxField, TextAreaField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { Modal } from '../../shared/modal';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ImageField, useImageDrafts } from '../media/image-field';
import { categorySchema, categoryValues, DESCRIPTION_MAX, NAME_MAX } from './category-form';
import { saveCategory } from './save-category';
import type { AdminCategory } from './types';

interface CategoryDialogProps {
  /** The category to edit, `'new'` for a new one, null when closed. */
  editing: AdminCategory | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CategoryDialog({ editing, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useAdminLanguage();
  return (
    <Modal open={editing !== null} title={editing === 'new' ? t('categories.new') : t('categories.edit')} onClose={onClose}>
      {editing !== null && <CategoryForm category={editing === 'new' ? undefined : editing} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function CategoryForm({ category, onCancel, onSaved }: { category?: AdminCategory; onCancel: () => void; onSaved: () => void }) {
  const { t } = useAdminLanguage();
  const id = useId();
  const drafts = useImageDrafts();
  const form = useAdminForm({
    initial: () => categoryValues(category),
    schema: categorySchema,
    send: (body) => saveCategory(category?.id ?? null, body),
    savedMessage: t('categories.saved'),
    onSaved: async (_reply, body) => {
      await drafts.saved(body.image ? [body.image] : []);
      onSaved();
    },
  });
  const { values, set } = form;
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form">
      <FormProblem problem={form.problem} />
      <div className="adm-grid-2">
        <TextField {...form.text('name')} label={t('fields.nameEn')} lang="en" required maxLength={NAME_MAX} />
        <TextField {...form.text('nameAr')} label={t('fields.nameAr')} lang="ar" required maxLength={NAME_MAX} />
        <TextAreaField {...form.text('description')} label={t('fields.descriptionEn')} lang="en" rows={3} maxLength={DESCRIPTION_MAX} />
        <TextAreaField {...form.text('descriptionAr')} label={t('fields.descriptionAr')} lang="ar" rows={3} maxLength={DESCRIPTION_MAX} />
        <TextField {...form.text('sortOrder')} label={t('fields.sortOrder')} inputMode="numeric" hint={t('fields.sortOrderHint')} />
        <CheckboxField id={`${id}-active`} label={t('fields.activeCategory')} checked={values.active} onChange={(checked) => set('active', checked)} />
      </div>
      <ImageField
        label={t('fields.image')}
        images={values.image ? [values.image] : []}
        onChange={(images) => set('image', images[0] ?? '')}
        folder="categories"
        drafts={drafts}
        alt={values.name}
      />
      <div className="adm-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
