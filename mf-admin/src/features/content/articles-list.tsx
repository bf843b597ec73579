import { useState } from 'react';
import { apiErrorMessage, Link, notify } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { formatDateTime } from '../../shared/format-date';
import { SectionHeader } from '../../shared/section-header';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { DataTable } from '../../shared/table-head';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { deleteArticle } from './delete-article';
import { useAdminArticles } from './get-admin-articles';
import { setPublication } from './set-publication';
import { ARTICLE_STATUSES, type AdminArticleSummary, type ArticleStatus } from './types';
import { RowButton } from '../../shared/row-button';

type Filter = ArticleStatus | 'all';

/** `/admin/content`: every article with its status, date and whether the Arabic is written; publish, unpublish, delete. */
export function ArticlesList() {
  const { t, lang, pick } = useAdminLanguage();
  const reply = useAdminArticles();
  const [filter, setFilter] = useState<Filter>('all');
  const [deleting, setDeleting] = useState<AdminArticleSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const all = reply.status === 'success' && Array.isArray(reply.data) ? reply.data : [];
  const shown = filter === 'all' ? all : all.filter((article) => article.status === filter);
  const columns = [
    t('content.articles.columns.title'),
    t('content.articles.columns.status'),
    t('content.articles.columns.languages'),
    t('content.articles.columns.actions'),
  ];

  async function publish(article: AdminArticleSummary, published: boolean) {
    setBusy(article.id);
    try {
      await setPublication(article.id, { published });
      notify.success(published ? t('content.articles.publishedNow') : t('content.articles.unpublished'));
      reply.reload();
    } catch (error) {
      notify.error(apiErrorMessage(error, t('errors.saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <SectionHeader
        title={t('content.articles.title')}
        intro={t('content.articles.intro')}
        link={{
          to: '/admin/content/articles/new',
          label: t('content.articles.new'),
          primary: true,
          testId: 'article-new',
        }}
      />
      <div className="adm-content-filter">
        <label htmlFor="article-status-filter" className="adm-field__label">
          {t('content.articles.filter')}
        </label>
        <select
          id="article-status-filter"
          className="input"
          value={filter}
          onChange={(event) => setFilter(event.target.value as Filter)}
        >
          <option value="all">{t('content.articles.all', { count: all.length })}</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`content.status.${status}`)} ({all.filter((article) => article.status === status).length})
            </option>
          ))}
        </select>
      </div>
      {reply.status === 'loading' && <LoadingPanel rows={8} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && shown.length === 0 && <EmptyPanel message={t('content.articles.empty')} />}
      {shown.length > 0 && (
        <DataTable
          caption={t('content.articles.title')}
          columns={columns}
          className="adm-articles-table"
          testId="article-table"
        >
          {shown.map((article) => {
            const title = pick(article.title, article.titleAr);
            return (
              <tr key={article.id} data-testid="article-row" data-slug={article.slug}>
                <th scope="row" data-label={columns[0]}>
                  <span className="adm-article-cell">
                    <Link to={`/admin/content/articles/${article.id}`} className="adm-article-title" dir="auto">
                      {title}
                    </Link>
                    <bdi dir="ltr" className="adm-muted adm-article-slug">
                      /{article.slug}
                    </bdi>
                  </span>
                </th>
                <td data-label={columns[1]}>
                  <span className="adm-article-cell">
                    <span className={`adm-badge adm-badge--article-${article.status}`} data-testid="article-status">
                      {t(`content.status.${article.status}`)}
                    </span>
                    {article.status !== 'draft' && (
                      <span className="adm-muted">
                        {formatDateTime(article.publishDate, lang, article.status === 'scheduled')}
                      </span>
                    )}
                  </span>
                </td>
                <td data-label={columns[2]}>
                  <span className="adm-tags">
                    <span className="adm-badge adm-badge--delivered">{t('content.languages.en')}</span>
                    <span
                      className={`adm-badge ${article.arabicComplete ? 'adm-badge--delivered' : 'adm-badge--warn'}`}
                      data-testid="article-arabic"
                    >
                      {article.arabicComplete ? t('content.languages.ar') : t('content.languages.arMissing')}
                    </span>
                  </span>
                </td>
                <td data-label={columns[3]}>
                  <span className="adm-row-actions">
                    <Link
                      to={`/admin/content/articles/${article.id}`}
                      className="btn btn-outline btn-sm"
                      aria-label={t('common.editNamed', { name: title })}
                    >
                      {t('common.edit')}
                    </Link>
                    {article.status === 'published' ? (
                      <RowButton
                        tone="ghost"
                        disabled={busy === article.id}
                        onClick={() => void publish(article, false)}
                        name={t('content.articles.unpublishNamed', { name: title })}
                      >
                        {t('content.articles.unpublish')}
                      </RowButton>
                    ) : (
                      <RowButton
                        tone="ghost"
                        disabled={busy === article.id}
                        onClick={() => void publish(article, true)}
                        name={t('content.articles.publishNamed', { name: title })}
                      >
                        {t('content.articles.publishNow')}
                      </RowButton>
                    )}
                    <RowButton
                      tone="danger"
                      onClick={() => setDeleting(article)}
                      name={t('common.deleteNamed', { name: title })}
                    >
                      {t('common.delete')}
                    </RowButton>
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <ConfirmDialog
        subject={deleting ? t('content.articles.subject', { title: pick(deleting.title, deleting.titleAr) }) : null}
        onClose={() => setDeleting(null)}
        doneMessage={t('content.articles.deleted')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteArticle(deleting.id);
          reply.reload();
        }}
      />
    </>
  );
}
