import { TextAreaField, TextField } from '../../shared/fields';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { DESCRIPTION_MAX, NAME_MAX } from './category-form';

/** The props `useAdminForm`'s `text(field)` gives a text control. */
interface TextBinding {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/** The names and descriptions in English and Arabic, as a category and a subcategory both ask for them. */
export function NameFields({
  text,
}: {
  text: (field: 'name' | 'nameAr' | 'description' | 'descriptionAr') => TextBinding;
}) {
  const { t } = useAdminLanguage();
  return (
    <>
      <TextField {...text('name')} label={t('fields.nameEn')} lang="en" required maxLength={NAME_MAX} />
      <TextField {...text('nameAr')} label={t('fields.nameAr')} lang="ar" required maxLength={NAME_MAX} />
      <TextAreaField
        {...text('description')}
        label={t('fields.descriptionEn')}
        lang="en"
        rows={3}
        maxLength={DESCRIPTION_MAX}
      />
      <TextAreaField
        {...text('descriptionAr')}
        label={t('fields.descriptionAr')}
        lang="ar"
        rows={3}
        maxLength={DESCRIPTION_MAX}
      />
    </>
  );
}
