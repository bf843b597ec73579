import { useId, useState } from 'react';
import { Link, notify, readApiError, useNavigate } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { CheckboxField, TextAreaField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ImageField, useImageDrafts } from '../media/image-field';
import {
  articleSchema,
  articleValues,
  scheduleHasPassed,
  seoPreview,
  suggestedSlug,
  type Publication,
} from './article-form';
import { deleteArticle } from './delete-article';
import { useAdminArticle } from './get-admin-article';
import { useAdminArticles } from './get-admin-articles';
import { lengthHint } from './length-hint';
import { MarkdownField } from './markdown-field';
import { saveArticle } from './save-article';
import { serverFieldErrors } from './server-fields';
import { ARTICLE_TAGS, CONTENT_LIMITS, type AdminArticleView } from './types';
import './content-texts';
import './content.css';
import { SubmitButton } from '../../shared/submit-button';

/** `/admin/content/articles/new` and `/admin/content/articles/:id`. */
export default function ArticleEditor({ id }: { id: string | null }) {
  const { t, pick } = useAdminLanguage();
  const loaded = useAdminArticle(id);
  return (
    <>
      <SectionHeader
        title={
          id && loaded.status === 'success'
            ? t('content.articles.editNamed', { title: pick(loaded.data.title, loaded.data.titleAr) })
            : id
              ? t('content.articles.edit')
              : t('content.articles.new')
        }
        link={{ to: '/admin/content', label: t('content.articles.back') }}
      />
      {!id && <ArticleForm />}
      {id && loaded.status === 'loading' && <LoadingPanel rows={10} />}
      {id && loaded.status === 'error' && (
        <ErrorPanel message={t('content.articles.loadFailed')} onRetry={loaded.reload} />
      )}
      {id && loaded.status === 'success' && <ArticleForm article={loaded.data} />}
    </>
  );
}

const PUBLICATIONS: readonly Publication[] = ['draft', 'publish', 'schedule'];

function ArticleForm({ article }: { article?: AdminArticleView }) {
  const { t, fieldError, pick } = useAdminLanguage();
  const id = useId();
  const navigate = useNavigate();
  const drafts = useImageDrafts();
  const others = useAdminArticles();
  const [deleting, setDeleting] = useState(false);
  // A new article's slug follows its title until the admin writes one.
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const form = useAdminForm({
    initial: () => articleValues(article),
    schema: articleSchema,
    send: (body) => saveArticle(article?.id ?? null, body),
    savedMessage: article ? t('content.articles.saved') : t('content.articles.created'),
    onSaved: async (_saved, body) => {
      const failed = await drafts.saved(body.featuredImage ? [body.featuredImage] : []);
      if (failed.length) notify.error(t('images.deleteFailed'));
      navigate('/admin/content');
    },
  });
  const { values, set, errors } = form;
  const server = serverFieldErrors(form.refusal);
  const slugTaken =
    readApiError(form.refusal).code === 'SLUG_TAKEN' ||
    (others.status === 'success' &&
      Array.isArray(others.data) &&
      others.data.some((other) => other.slug === values.slug.trim() && other.id !== article?.id));
  const errorOf = (field: string) => fieldError(errors[field]) ?? server[field];
  const preview = seoPreview(values);
  const seoTitleHint = lengthHint(t, values.seoTitle.trim().length, CONTENT_LIMITS.seoTitle);
  const seoDescriptionHint = lengthHint(t, values.seoDescription.trim().length, CONTENT_LIMITS.seoDescription);
  const titleText = form.text('title');

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form adm-card" data-testid="article-form">
      <FormProblem problem={form.problem} />

      <div className="adm-content-languages">
        <fieldset className="adm-fieldset">
          <legend>{t('content.articles.english')}</legend>
          <TextField
            {...titleText}
            onChange={(event) => {
              titleText.onChange(event);
              if (!slugTouched) set('slug', suggestedSlug(event.target.value));
            }}
            error={errorOf('title')}
            label={t('content.articles.fields.title')}
            lang="en"
            required
            maxLength={CONTENT_LIMITS.articleTitle.max}
          />
          <TextAreaField
            {...form.text('excerpt')}
            error={errorOf('excerpt')}
            label={t('content.articles.fields.excerpt')}
            lang="en"
            required
            rows={3}
            maxLength={CONTENT_LIMITS.excerpt.max}
          />
          <MarkdownField
            {...form.text('content')}
            error={errorOf('content')}
            label={t('content.articles.fields.body')}
            lang="en"
            required
            maxLength={CONTENT_LIMITS.body.max}
          />
        </fieldset>
        <fieldset className="adm-fieldset">
          <legend>{t('content.articles.arabic')}</legend>
          <TextField
            {...form.text('titleAr')}
            error={errorOf('titleAr')}
            label={t('content.articles.fields.titleAr')}
            lang="ar"
            maxLength={CONTENT_LIMITS.articleTitle.max}
          />
          <TextAreaField
            {...form.text('excerptAr')}
            error={errorOf('excerptAr')}
            label={t('content.articles.fields.excerptAr')}
            lang="ar"
            rows={3}
            maxLength={CONTENT_LIMITS.excerpt.max}
          />
          <MarkdownField
            {...form.text('contentAr')}
            error={errorOf('contentAr')}
            label={t('content.articles.fields.bodyAr')}
            lang="ar"
            maxLength={CONTENT_LIMITS.body.max}
          />
          <p className="adm-muted">{t('content.articles.arabicHint')}</p>
        </fieldset>
      </div>

      <fieldset className="adm-fieldset">
        <legend>{t('content.articles.sections.seo')}</legend>
        <div className="adm-grid-2">
          <TextField
            {...form.text('slug')}
            onChange={(event) => {
              setSlugTouched(true);
              set('slug', event.target.value);
            }}
            error={slugTaken ? t('content.articles.slugTaken') : errorOf('slug')}
            label={t('content.articles.fields.slug')}
            hint={t('content.articles.slugHint', { slug: values.slug.trim() || '…' })}
            lang="en"
            required
            maxLength={200}
            data-testid="article-slug"
          />
          <TextField
            {...form.text('keywords')}
            error={errorOf('keywords')}
            label={t('content.articles.fields.keywords')}
            hint={t('content.articles.keywordsHint', { max: CONTENT_LIMITS.keywords })}
          />
          <div>
            <TextField
              {...form.text('seoTitle')}
              error={errorOf('seoTitle') ?? (seoTitleHint.over ? seoTitleHint.text : undefined)}
              label={t('content.articles.fields.seoTitle')}
              hint={seoTitleHint.over ? undefined : seoTitleHint.text}
              data-testid="article-seo-title"
            />
          </div>
          <div>
            <TextAreaField
              {...form.text('seoDescription')}
              error={errorOf('seoDescription') ?? (seoDescriptionHint.over ? seoDescriptionHint.text : undefined)}
              label={t('content.articles.fields.seoDescription')}
              hint={seoDescriptionHint.over ? undefined : seoDescriptionHint.text}
              rows={3}
              data-testid="article-seo-description"
            />
          </div>
        </div>
        <div className="adm-seo-preview" aria-label={t('content.seo.previewLabel')} role="group">
          <p className="adm-seo-preview__title" dir="auto" data-testid="seo-preview-title">
            {preview.title || t('content.seo.noTitle')}
          </p>
          <p className="adm-seo-preview__url" dir="ltr">
            /{values.slug.trim()}
          </p>
          <p className="adm-seo-preview__description" dir="auto">
            {preview.description || t('content.seo.noDescription')}
          </p>
          <p className="adm-muted">{t('content.seo.rule')}</p>
        </div>
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('content.articles.sections.tags')}</legend>
        <fieldset className="adm-content-tags" aria-describedby={`${id}-tags-hint`}>
          <legend className="adm-field__label adm-field__label--required">{t('content.articles.fields.tags')}</legend>
          <p id={`${id}-tags-hint`} className="adm-field__hint">
            {t('content.articles.tagsHint', { max: CONTENT_LIMITS.tags.max })}
          </p>
          <ul className="adm-checks" role="list">
            {ARTICLE_TAGS.map((tag) => (
              <li key={tag}>
                <CheckboxField
                  id={`${id}-tag-${tag}`}
                  label={t(`content.tags.${tag}`)}
                  checked={values.tags.includes(tag)}
                  onChange={(checked) =>
                    set('tags', checked ? [...values.tags, tag] : values.tags.filter((value) => value !== tag))
                  }
                />
              </li>
            ))}
          </ul>
          {errorOf('tags') && <p className="adm-field__error">{errorOf('tags')}</p>}
        </fieldset>
        <div className="adm-grid-2">
          <TextField
            {...form.text('author.name')}
            error={errorOf('author.name')}
            label={t('content.articles.fields.authorName')}
            required
            maxLength={CONTENT_LIMITS.authorName.max}
          />
          <TextField
            {...form.text('author.title')}
            error={errorOf('author.title')}
            label={t('content.articles.fields.authorTitle')}
            required
            maxLength={CONTENT_LIMITS.authorTitle.max}
          />
        </div>
        <TextAreaField
          {...form.text('author.bio')}
          error={errorOf('author.bio')}
          label={t('content.articles.fields.authorBio')}
          rows={2}
          maxLength={CONTENT_LIMITS.authorBio}
        />
        <div className="adm-grid-2">
          <TextField
            {...form.text('author.nameAr')}
            error={errorOf('author.nameAr')}
            label={t('content.articles.fields.authorNameAr')}
            maxLength={CONTENT_LIMITS.authorName.max}
            lang="ar"
          />
          <TextField
            {...form.text('author.titleAr')}
            error={errorOf('author.titleAr')}
            label={t('content.articles.fields.authorTitleAr')}
            maxLength={CONTENT_LIMITS.authorTitle.max}
            lang="ar"
          />
        </div>
        <TextAreaField
          {...form.text('author.bioAr')}
          error={errorOf('author.bioAr')}
          label={t('content.articles.fields.authorBioAr')}
          rows={2}
          maxLength={CONTENT_LIMITS.authorBio}
          lang="ar"
        />
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('content.articles.sections.cover')}</legend>
        <ImageField
          label={t('content.articles.fields.cover')}
          images={values.featuredImage ? [values.featuredImage] : []}
          onChange={(images) => set('featuredImage', images[0] ?? '')}
          folder="blog"
          drafts={drafts}
          alt={values.title}
        />
        <p className="adm-muted">{t('content.articles.coverHint')}</p>
        <div className="adm-grid-2">
          <TextField
            {...form.text('imageAlt')}
            error={errorOf('imageAlt')}
            label={t('content.articles.fields.imageAlt')}
            lang="en"
            maxLength={CONTENT_LIMITS.imageAlt}
          />
          <TextField
            {...form.text('imageAltAr')}
            error={errorOf('imageAltAr')}
            label={t('content.articles.fields.imageAltAr')}
            lang="ar"
            maxLength={CONTENT_LIMITS.imageAlt}
          />
        </div>
      </fieldset>

      <fieldset className="adm-fieldset" data-testid="article-publication">
        <legend>{t('content.articles.sections.publication')}</legend>
        <div className="adm-content-choices" role="radiogroup" aria-label={t('content.articles.sections.publication')}>
          {PUBLICATIONS.map((choice) => (
            <label key={choice} className="adm-choice">
              <input
                type="radio"
                name={`${id}-publication`}
                value={choice}
                checked={values.publication === choice}
                onChange={() => set('publication', choice)}
              />
              <span>
                {t(`content.articles.publication.${choice}`)}
                <span className="adm-muted adm-choice__hint">
                  {choice === 'publish' && values.shownSince
                    ? t('content.articles.publication.keepDate')
                    : t(`content.articles.publication.${choice}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {values.publication === 'schedule' && (
          <TextField
            {...form.text('publishDate')}
            error={errorOf('publishDate')}
            type="datetime-local"
            label={t('content.articles.fields.publishDate')}
            hint={
              values.publishDate && scheduleHasPassed(values.publishDate)
                ? t('content.articles.schedulePassed')
                : t('content.articles.scheduleHint')
            }
            required
            data-testid="article-publish-date"
          />
        )}
        <CheckboxField
          id={`${id}-featured`}
          label={t('content.articles.fields.featured')}
          checked={values.featured}
          onChange={(checked) => set('featured', checked)}
        />
      </fieldset>

      <div className="cluster adm-actions adm-actions--sticky">
        {article && (
          <span className="adm-actions__start">
            <button type="button" className="btn btn-ghost adm-text-danger" onClick={() => setDeleting(true)}>
              {t('content.articles.delete')}
            </button>
            {article.status === 'published' && (
              <a className="btn btn-ghost" href={`/${article.slug}`} target="_blank" rel="noopener">
                {t('content.articles.view')}
              </a>
            )}
          </span>
        )}
        <Link to="/admin/content" className="btn btn-outline">
          {t('common.cancel')}
        </Link>
        <SubmitButton busy={form.busy} label={t('content.articles.save')} testId="article-save" />
      </div>
      <ConfirmDialog
        subject={
          deleting && article ? t('content.articles.subject', { title: pick(article.title, article.titleAr) }) : null
        }
        onClose={() => setDeleting(false)}
        doneMessage={t('content.articles.deleted')}
        onConfirm={async () => {
          if (!article) return;
          await deleteArticle(article.id);
          navigate('/admin/content');
        }}
      />
    </form>
  );
}
