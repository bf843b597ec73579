import { useState } from 'react';
import { QUOTATION_STATUSES } from '@ogulf/contracts/constants';
import { formatPrice, Link, notify, useNavigate } from '@ogulf/web-kit';
import { FilterForm } from '../../shared/filter-form';
import { formatDay } from '../../shared/format-date';
import { PagedResults, StatusFilter, useListAddress } from '../../shared/paged-list';
import { SectionHeader } from '../../shared/section-header';
import { serverProblem } from '../../shared/server-problem';
import { DataTable } from '../../shared/table-head';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { createQuotation, useQuotations } from './quotation-api';
import { isolatedNumber, QuotationStatusBadge } from './quotation-status';
import { parseQuotationsQuery, quotationsSearch } from './quotations-query';
import './quotation-texts';
import './quotations.css';

/** `/admin/quotations`: quotations newest first, by status and searched by number, customer or company. */
export default function QuotationsSection() {
  const { t, lang } = useAdminLanguage();
  const navigate = useNavigate();
  const { query, go } = useListAddress('/admin/quotations', parseQuotationsQuery, quotationsSearch);
  const reply = useQuotations(query);
  const [creating, setCreating] = useState(false);
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
        onRefresh={reply.reload}
        actions={
          <button type="button" className="btn btn-primary btn-sm" disabled={creating} onClick={startBlank}>
            {creating ? t('quotations.creating') : t('quotations.new')}
          </button>
        }
      />
      <FilterForm
        label={t('quotations.filters')}
        searchLabel={t('quotations.search')}
        placeholder={t('quotations.searchPlaceholder')}
        initialText={query.q}
        onSearch={(q) => go({ q })}
      >
        <StatusFilter
          ns="quotations"
          statuses={QUOTATION_STATUSES}
          value={query.status}
          onChange={(status) => go({ status })}
        />
      </FilterForm>
      <PagedResults
        reply={reply}
        go={go}
        count={(count) => t('quotations.count', { count })}
        empty={query.q || query.status ? t('quotations.noMatch') : t('quotations.empty')}
      >
        {(items) => (
          <DataTable
            caption={t('quotations.title')}
            columns={[
              t('quotations.number'),
              t('quotations.customer'),
              t('quotations.company'),
              t('quotations.total'),
              t('quotations.statusLabel'),
              t('quotations.validUntil'),
            ]}
            testId="quotations-table"
          >
            {items.map((item) => (
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
          </DataTable>
        )}
      </PagedResults>
    </>
  );
}
