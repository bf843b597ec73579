import { useId } from 'react';
import { NamedOptions, SelectField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { DialogActions, FormDialog } from '../../shared/form-dialog';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { SingleImageField, useImageDrafts } from '../media/image-field';
import { NameFields } from './name-fields';
import { subcategorySchema, subcategoryValues } from './category-form';
import { saveSubcategory } from './save-subcategory';
import type { AdminCategory, AdminSubcategory } from './types';

export type SubcategoryEditing = { categoryId: string; subcategory?: AdminSubcategory } | null;

interface SubcategoryDialogProps {
  editing: SubcategoryEditing;
  categories: AdminCategory[];
  onClose: () => void;
  onSaved: () => void;
}

export function SubcategoryDialog({ editing, categories, onClose, onSaved }: SubcategoryDialogProps) {
  const { t } = useAdminLanguage();
  return (
    <FormDialog
      editing={editing}
      title={editing?.subcategory ? t('subcategories.edit') : t('subcategories.new')}
      onClose={onClose}
    >
      {(open) => <SubcategoryForm editing={open} categories={categories} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function SubcategoryForm({
  editing,
  categories,
  onCancel,
  onSaved,
}: {
  editing: NonNullable<SubcategoryEditing>;
  categories: AdminCategory[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const drafts = useImageDrafts();
  const form = useAdminForm({
    initial: () => subcategoryValues(editing.categoryId, editing.subcategory),
    schema: subcategorySchema,
    send: (body) => saveSubcategory(editing.subcategory?.id ?? null, body),
    savedMessage: t('subcategories.saved'),
    onSaved: async (_reply, body) => {
      await drafts.saved(body.image ? [body.image] : []);
      onSaved();
    },
  });
  const { values, set, errors } = form;
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form">
      <FormProblem problem={form.problem} />
      <div className="adm-grid-2">
        <SelectField
          id={`${id}-category`}
          label={t('fields.category')}
          required
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          error={fieldError(errors.category)}
        >
          <option value="">{t('fields.choose')}</option>
          <NamedOptions items={categories} />
        </SelectField>
        <TextField
          {...form.text('sortOrder')}
          label={t('fields.sortOrder')}
          inputMode="numeric"
          hint={t('fields.sortOrderHint')}
        />
        <NameFields text={form.text} />
      </div>
      <SingleImageField
        label={t('fields.image')}
        image={values.image}
        onChange={(image) => set('image', image)}
        folder="subcategories"
        drafts={drafts}
        alt={values.name}
      />
      <DialogActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
