import { useEffect, useId, useState } from 'react';
import { notify } from '@ogulf/web-kit';
import { CheckboxField, TextField } from '../../shared/fields';
import { DialogActions, FormDialog } from '../../shared/form-dialog';
import { FormProblem } from '../../shared/form-problem';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { deleteImage } from '../media/delete-image';
import { ImageDrafts } from '../media/image-drafts';
import { ImageField } from '../media/image-field';
import { heroSlideSchema, heroSlideValues } from './hero-slide-form';
import { saveHeroSlide } from './save-hero-slide';
import { serverFieldErrors } from './server-fields';
import { CONTENT_LIMITS, type AdminHeroSlide } from './types';

interface HeroSlideDialogProps {
  editing: AdminHeroSlide | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function HeroSlideDialog({ editing, onClose, onSaved }: HeroSlideDialogProps) {
  const { t } = useAdminLanguage();
  return (
    <FormDialog
      editing={editing}
      title={editing === 'new' ? t('content.hero.new') : t('content.hero.edit')}
      onClose={onClose}
    >
      {(open) => <HeroSlideForm slide={open === 'new' ? undefined : open} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

/** A slide's pictures the form may delete: its uploads, never the built-in scenes (`hero-scenes/`), which are not uploads. */
function useSlideDrafts(): ImageDrafts {
  const [drafts] = useState(
    () => new ImageDrafts((path) => (path.includes('/hero-scenes/') ? Promise.resolve() : deleteImage(path))),
  );
  useEffect(() => () => void drafts.discarded(), [drafts]);
  return drafts;
}

function HeroSlideForm({
  slide,
  onCancel,
  onSaved,
}: {
  slide?: AdminHeroSlide;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const drafts = useSlideDrafts();
  const form = useAdminForm({
    initial: () => heroSlideValues(slide),
    schema: heroSlideSchema,
    send: (body) => saveHeroSlide(slide?.id ?? null, body),
    savedMessage: slide ? t('content.hero.saved') : t('content.hero.created'),
    onSaved: async (_saved, body) => {
      const failed = await drafts.saved([body.image]);
      if (failed.length) notify.error(t('images.deleteFailed'));
      onSaved();
    },
  });
  const { values, set, errors } = form;
  const server = serverFieldErrors(form.refusal);
  const errorOf = (field: string) => fieldError(errors[field]) ?? server[field];
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="hero-slide-form">
      <FormProblem problem={form.problem} />
      <div className="adm-grid-2">
        <TextField
          {...form.text('title')}
          error={errorOf('title')}
          label={t('content.hero.fields.title')}
          lang="en"
          required
          maxLength={CONTENT_LIMITS.slideTitle.max}
        />
        <TextField
          {...form.text('titleAr')}
          error={errorOf('titleAr')}
          label={t('content.hero.fields.titleAr')}
          lang="ar"
          required
          maxLength={CONTENT_LIMITS.slideTitle.max}
        />
        <TextField
          {...form.text('subtitle')}
          error={errorOf('subtitle')}
          label={t('content.hero.fields.subtitle')}
          lang="en"
          maxLength={CONTENT_LIMITS.slideSubtitle}
        />
        <TextField
          {...form.text('subtitleAr')}
          error={errorOf('subtitleAr')}
          label={t('content.hero.fields.subtitleAr')}
          lang="ar"
          maxLength={CONTENT_LIMITS.slideSubtitle}
        />
        <TextField
          {...form.text('buttonText')}
          error={errorOf('buttonText')}
          label={t('content.hero.fields.buttonText')}
          lang="en"
          maxLength={CONTENT_LIMITS.slideButton}
        />
        <TextField
          {...form.text('buttonTextAr')}
          error={errorOf('buttonTextAr')}
          label={t('content.hero.fields.buttonTextAr')}
          lang="ar"
          maxLength={CONTENT_LIMITS.slideButton}
        />
      </div>
      <TextField
        {...form.text('link')}
        error={errorOf('link')}
        label={t('content.hero.fields.link')}
        hint={t('content.hero.fields.linkHint')}
        dir="ltr"
        inputMode="url"
        maxLength={CONTENT_LIMITS.slideLink}
      />
      <ImageField
        label={t('content.hero.fields.image')}
        images={values.image ? [values.image] : []}
        onChange={(images) => set('image', images[0] ?? '')}
        folder="hero"
        drafts={drafts}
        alt={values.title}
      />
      <p className="adm-field__hint">{t('content.hero.fields.imageHint')}</p>
      {errorOf('image') && <p className="adm-field__error">{errorOf('image')}</p>}
      <div className="adm-grid-2">
        <TextField
          {...form.text('imageAlt')}
          error={errorOf('imageAlt')}
          label={t('content.hero.fields.imageAlt')}
          lang="en"
          required
          maxLength={CONTENT_LIMITS.imageAlt}
        />
        <TextField
          {...form.text('imageAltAr')}
          error={errorOf('imageAltAr')}
          label={t('content.hero.fields.imageAltAr')}
          lang="ar"
          required
          maxLength={CONTENT_LIMITS.imageAlt}
        />
      </div>
      <CheckboxField
        id={`${id}-visible`}
        label={t('content.hero.fields.visible')}
        checked={values.visible}
        onChange={(checked) => set('visible', checked)}
      />
      <DialogActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
