import { useId } from 'react';
import { CheckboxField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { DialogActions, FormDialog } from '../../shared/form-dialog';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { SingleImageField, useImageDrafts } from '../media/image-field';
import { NameFields } from './name-fields';
import { categorySchema, categoryValues } from './category-form';
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
    <FormDialog
      editing={editing}
      title={editing === 'new' ? t('categories.new') : t('categories.edit')}
      onClose={onClose}
    >
      {(open) => <CategoryForm category={open === 'new' ? undefined : open} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function CategoryForm({
  category,
  onCancel,
  onSaved,
}: {
  category?: AdminCategory;
  onCancel: () => void;
  onSaved: () => void;
}) {
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
        <NameFields text={form.text} />
        <TextField
          {...form.text('sortOrder')}
          label={t('fields.sortOrder')}
          inputMode="numeric"
          hint={t('fields.sortOrderHint')}
        />
        <CheckboxField
          id={`${id}-active`}
          label={t('fields.activeCategory')}
          checked={values.active}
          onChange={(checked) => set('active', checked)}
        />
      </div>
      <SingleImageField
        label={t('fields.image')}
        image={values.image}
        onChange={(image) => set('image', image)}
        folder="categories"
        drafts={drafts}
        alt={values.name}
      />
      <DialogActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
