import { useId } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { DialogActions, FormDialog } from '../../shared/form-dialog';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { saveTestimonial } from './save-testimonial';
import { COMPANY_MAX, PERSON_MAX, TEXT_MAX, testimonialSchema, testimonialValues } from './testimonial-form';
import type { AdminTestimonial } from './types';

/** The quote itself, in English and in Arabic: field, label key, language. */
const TEXT_FIELDS = [
  ['text', 'textEn', 'en'],
  ['textAr', 'textAr', 'ar'],
] as const;

interface TestimonialDialogProps {
  editing: AdminTestimonial | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function TestimonialDialog({ editing, onClose, onSaved }: TestimonialDialogProps) {
  const { t } = useAdminLanguage();
  return (
    <FormDialog
      editing={editing}
      title={editing === 'new' ? t('testimonials.new') : t('testimonials.edit')}
      onClose={onClose}
    >
      {(open) => (
        <TestimonialForm testimonial={open === 'new' ? undefined : open} onCancel={onClose} onSaved={onSaved} />
      )}
    </FormDialog>
  );
}

function TestimonialForm({
  testimonial,
  onCancel,
  onSaved,
}: {
  testimonial?: AdminTestimonial;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const form = useAdminForm({
    initial: () => testimonialValues(testimonial),
    schema: testimonialSchema,
    send: (body) => saveTestimonial(testimonial?.id ?? null, body),
    savedMessage: t('testimonials.saved'),
    onSaved: () => onSaved(),
  });
  const { values, set, errors } = form;
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form">
      <FormProblem problem={form.problem} />
      <div className="adm-grid-2">
        <TextField {...form.text('name')} label={t('testimonials.nameEn')} lang="en" required maxLength={PERSON_MAX} />
        <TextField {...form.text('nameAr')} label={t('testimonials.nameAr')} lang="ar" maxLength={PERSON_MAX} />
        <TextField {...form.text('company')} label={t('testimonials.companyEn')} lang="en" maxLength={COMPANY_MAX} />
        <TextField {...form.text('companyAr')} label={t('testimonials.companyAr')} lang="ar" maxLength={COMPANY_MAX} />
        {TEXT_FIELDS.map(([field, label, lang]) => (
          <TextAreaField
            key={field}
            {...form.text(field)}
            label={t(`testimonials.${label}`)}
            lang={lang}
            required
            rows={4}
            maxLength={TEXT_MAX}
          />
        ))}
        <SelectField
          id={`${id}-rating`}
          label={t('testimonials.rating')}
          value={values.rating}
          onChange={(event) => set('rating', event.target.value)}
          error={fieldError(errors.rating)}
        >
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={String(stars)}>
              {t('testimonials.stars', { count: stars })}
            </option>
          ))}
        </SelectField>
        <TextField
          {...form.text('order')}
          label={t('fields.sortOrder')}
          inputMode="numeric"
          hint={t('fields.sortOrderHint')}
        />
      </div>
      <CheckboxField
        id={`${id}-active`}
        label={t('testimonials.activeLabel')}
        checked={values.active}
        onChange={(checked) => set('active', checked)}
      />
      <DialogActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
