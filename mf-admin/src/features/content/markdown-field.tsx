import { useState } from 'react';
import { Markdown } from '@ogulf/web-kit/markdown';
import { TextAreaField } from '../../shared/fields';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ToggleButton } from '../../shared/toggle-button';

interface MarkdownFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  lang: 'en' | 'ar';
  required?: boolean;
  maxLength: number;
}

/** An article body in the blog's Markdown subset, with a preview rendered exactly as the blog renders it. */
export function MarkdownField(field: MarkdownFieldProps) {
  const { id, value, lang } = field;
  const { t } = useAdminLanguage();
  const [preview, setPreview] = useState(false);
  return (
    <div className="adm-markdown">
      <TextAreaField {...field} rows={14} hint={t('content.articles.markdownHint')} className="adm-markdown__source" />
      <ToggleButton
        shown={preview}
        onToggle={() => setPreview((shown) => !shown)}
        controls={`${id}-preview`}
        hideLabel={t('content.articles.hidePreview')}
        showLabel={t('content.articles.showPreview')}
        className="btn btn-outline btn-sm"
        testId={`${id}-preview-toggle`}
      />
      <div
        id={`${id}-preview`}
        className="adm-markdown__preview"
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        hidden={!preview}
        data-testid={`${id}-preview`}
      >
        {preview &&
          (value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="adm-muted">{t('content.articles.nothingYet')}</p>
          ))}
      </div>
    </div>
  );
}
