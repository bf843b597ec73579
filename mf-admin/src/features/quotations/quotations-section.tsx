import { useId, useState } from 'react';
import { QUOTATION_STATUSES } from '@ogulf/contracts/constants';
import { formatPrice, Link, notify, useNavigate } from '@ogulf/web-kit';
import { useSearchString } from '@ogulf/web-kit/search-params';
import { SelectField } from '../../shared/fields';
import { FilterForm } from '../../shared/filter-form';
import { formatDay } from '../../shared/format-date';
import { Pagination } from '../../shared/pagination';
import { SectionHeader } from '../../shared/section-header';
import { serverProblem } from '../../shared/server-problem';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { TableHead } from '../../shared/table-head';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { createQuotation, useQuotations } from './quotation-api';
import { isolatedNumber, QuotationStatusBadge } from './quotation-status';
import { parseQuotationsQuery, quotationsSearch, type QuotationsQuery } from './quotations-query';
import './quotation-texts';
import './quotations.css';

/** `/admin/quotations`: quotations newest first, by status and searched by number, customer or company. */
export default function QuotationsSection() {
  const { t, lang } = useAdminLanguage();
  const id = useId();
  const navigate = useNavigate();
  const query = parseQuotationsQuery(useSearchString());
  const reply = useQuotations(query);
  const [creating, setCreating] = useState(false);
  const go = (next: Partial<QuotationsQuery>) => {
    const search = quotationsSearch({ ...query, page: 1, ...next });
    navigate(`/admin/quotations${search ? `?${search}` : ''}`, { replace: true });
  };
  const startBlank = () => {
    setCreating(true);
    createQuotation().then(
      (created) => navigate(`/admin/quotations/${created.id}`),
      (error: unknown) => {
        setCreating(false);
        notify.error(serverProblem(error, t('errors.saveFailed')).message);
      },
    );
  };
  return (
    <>
      <SectionHeader
        title={t('quotations.title')}
        intro={t('quotations.intro')}
        actions={
          <>
            <button type="button" className="btn btn-outline btn-sm" onClick={reply.reload}>
              {t('common.refresh')}
            </button>
            <button type="button" className="btn btn-primary btn-sm" disabled={creating} onClick={startBlank}>
              {creating ? t('quotations.creating') : t('quotations.new')}
            </button>
          </>
        }
      />
      <FilterForm
        label={t('quotations.filters')}
        searchLabel={t('quotations.search')}
        placeholder={t('quotations.searchPlaceholder')}
        initialText={query.q}
        onSearch={(q) => go({ q })}
      >
        <SelectField
          id={`${id}-status`}
          label={t('quotations.statusLabel')}
          value={query.status}
          onChange={(event) => go({ status: event.target.value as QuotationsQuery['status'] })}
        >
          <option value="">{t('quotations.allStatuses')}</option>
          {QUOTATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`quotations.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <p className="adm-result-count" aria-live="polite">
        {reply.status === 'success' ? t('quotations.count', { count: reply.data.total }) : ''}
      </p>
      {reply.status === 'loading' && <LoadingPanel rows={8} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && reply.data.items.length === 0 && (
        <EmptyPanel message={query.q || query.status ? t('quotations.noMatch') : t('quotations.empty')} />
      )}
      {reply.status === 'success' && reply.data.items.length > 0 && (
        <>
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--cards" data-testid="quotations-table">
              <TableHead
                caption={t('quotations.title')}
                columns={[
                  t('quotations.number'),
                  t('quotations.customer'),
                  t('quotations.company'),
                  t('quotations.total'),
                  t('quotations.statusLabel'),
                  t('quotations.validUntil'),
                ]}
              />
              <tbody>
                {reply.data.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row" data-label={t('quotations.number')}>
                      <Link to={`/admin/quotations/${item.id}`} className="adm-mono">
                        {t('quotations.numberVersion', { number: isolatedNumber(item.number), version: item.version })}
                      </Link>
                    </th>
                    <td data-label={t('quotations.customer')} dir="auto">
                      {item.customerName || <span className="adm-muted">{t('quotations.noName')}</span>}
                    </td>
                    <td data-label={t('quotations.company')} dir="auto">
                      {item.company}
                    </td>
                    <td data-label={t('quotations.total')} className="adm-num">
                      {formatPrice(item.total, lang)}
                    </td>
                    <td data-label={t('quotations.statusLabel')}>
                      <QuotationStatusBadge status={item.status} />
                    </td>
                    <td data-label={t('quotations.validUntil')}>{formatDay(item.validUntil, lang, 'short')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={reply.data.page} pages={reply.data.pages} onPage={(page) => go({ page })} />
        </>
      )}
    </>
  );
}
