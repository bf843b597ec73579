import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ImportApplied, ImportPreview, ImportPreviewRow } from '@ogulf/contracts';
import { initI18n, LANGUAGES, Link, notify } from '@ogulf/web-kit';
import { CheckboxField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { serverProblem, type ServerProblem } from '../../shared/server-problem';
import { EmptyPanel } from '../../shared/status-panels';
import { DataTable } from '../../shared/table-head';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { applyImport } from './apply-import';
import { downloadCsv, ordersCsvPath, PRODUCTS_CSV_PATH } from './download-csv';
import { ordersRangeSchema, ordersRangeValues } from './orders-range';
import { previewImport } from './preview-import';
import en from './csv.en.json';
import ar from './csv.ar.json';
import './csv.css';
import { Card } from '../../shared/card';

// The section's texts come with its chunk.
for (const lang of LANGUAGES) initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? ar : en, true, false);

/** `/admin/csv`: the catalogue and the orders as spreadsheets, and the products' import (upload, preview, apply). */
export default function CsvSection() {
  const { t } = useAdminLanguage();
  return (
    <>
      <SectionHeader title={t('csv.title')} intro={t('csv.intro')} />
      <div className="adm-csv-exports">
        <ProductsExport />
        <OrdersExport />
      </div>
      <ProductsImport />
    </>
  );
}

function ProductsExport() {
  const { t } = useAdminLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      await downloadCsv(PRODUCTS_CSV_PATH, 'products.csv');
      notify.success(t('csv.exportProducts.done'));
    } catch (error) {
      const found = serverProblem(error, t('errors.loadFailed'));
      setProblem(found);
      notify.error(found.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={t('csv.exportProducts.title')}>
      <p className="adm-muted">{t('csv.exportProducts.text')}</p>
      <FormProblem problem={problem} />
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('csv.exportProducts.busy') : t('csv.exportProducts.button')}
      </button>
    </Card>
  );
}

function OrdersExport() {
  const { t } = useAdminLanguage();
  const id = useId();
  const form = useAdminForm({
    initial: () => ordersRangeValues(),
    schema: ordersRangeSchema,
    send: ({ from, to }) => downloadCsv(ordersCsvPath(from, to), `orders-${from}-${to}.csv`),
    savedMessage: t('csv.exportOrders.done'),
    onSaved: () => undefined,
  });
  return (
    <Card title={t('csv.exportOrders.title')} titleId={`${id}-title`}>
      <p className="adm-muted">{t('csv.exportOrders.text')}</p>
      <form ref={form.formRef} onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
        <FormProblem problem={form.problem} />
        <div className="adm-csv-range">
          <TextField type="date" label={t('csv.exportOrders.from')} required {...form.text('from')} />
          <TextField type="date" label={t('csv.exportOrders.to')} required {...form.text('to')} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? t('csv.exportOrders.busy') : t('csv.exportOrders.button')}
        </button>
      </form>
    </Card>
  );
}

type ImportStep =
  | { step: 'choose' }
  | { step: 'preview'; fileName: string; preview: ImportPreview }
  | { step: 'done'; result: ImportApplied };

function ProductsImport() {
  const { t } = useAdminLanguage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError(t('csv.import.chooseFile'));
      document.getElementById(`${id}-file`)?.focus();
      return;
    }
    setFileError(undefined);
    setProblem(null);
    setBusy(true);
    try {
      setState({ step: 'preview', fileName: file.name, preview: await previewImport(file) });
    } catch (error) {
      const found = serverProblem(error, t('csv.import.failed'));
      setProblem(found);
      notify.error(found.message);
    } finally {
      setBusy(false);
    }
  }

  async function apply(previewId: string) {
    setProblem(null);
    setBusy(true);
    try {
      const result = await applyImport(previewId);
      setState({ step: 'done', result });
      notify.success(t('csv.import.done', { created: result.created, updated: result.updated }));
    } catch (error) {
      const found = serverProblem(error, t('csv.import.applyFailed'));
      setProblem(found);
      notify.error(found.message);
    } finally {
      setBusy(false);
    }
  }

  const restart = () => {
    setState({ step: 'choose' });
    setFile(null);
    setProblem(null);
  };

  return (
    <section className="adm-card adm-csv-import" aria-labelledby={`${id}-title`} data-testid="csv-import">
      <h2 id={`${id}-title`} className="adm-card__title">
        {t('csv.import.title')}
      </h2>
      <p className="adm-muted">{t('csv.import.text')}</p>
      <FormProblem problem={problem} />
      {state.step === 'choose' && (
        <form onSubmit={(event) => void upload(event)} noValidate aria-labelledby={`${id}-title`}>
          <TextField
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            label={t('csv.import.file')}
            hint={t('csv.import.fileHint')}
            error={fileError}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('csv.import.uploading') : t('csv.import.upload')}
          </button>
        </form>
      )}
      {state.step === 'preview' && (
        <ImportPreviewPanel
          fileName={state.fileName}
          preview={state.preview}
          busy={busy}
          onApply={() => void apply(state.preview.previewId)}
          onRestart={restart}
        />
      )}
      {state.step === 'done' && <ImportDone result={state.result} onRestart={restart} />}
    </section>
  );
}

function ImportPreviewPanel({
  fileName,
  preview,
  busy,
  onApply,
  onRestart,
}: {
  fileName: string;
  preview: ImportPreview;
  busy: boolean;
  onApply: () => void;
  onRestart: () => void;
}) {
  const { t } = useAdminLanguage();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showUnchanged, setShowUnchanged] = useState(false);
  // The preview replaces the form: take the reader to its heading.
  useEffect(() => heading.current?.focus(), []);
  const { products } = preview;
  const unchangedLines = preview.rows.filter((row) => row.action === 'unchanged').length;
  const shown = showUnchanged ? preview.rows : preview.rows.filter((row) => row.action !== 'unchanged');
  const toApply = products.create + products.update;
  const blocked = products.error > 0 || toApply === 0;
  const why = products.error > 0 ? t('csv.import.hasErrors') : toApply === 0 ? t('csv.import.nothingToApply') : '';
  return (
    <div className="adm-csv-preview" data-testid="csv-preview">
      <h3 ref={heading} tabIndex={-1} className="adm-csv-preview__title">
        {t('csv.import.previewTitle', { file: fileName })}
      </h3>
      {preview.rows.length === 0 ? (
        <EmptyPanel message={t('csv.import.noLines')} />
      ) : (
        <>
          <p role="status" data-testid="csv-counts">
            {t('csv.import.counts', products)}
          </p>
          {unchangedLines > 0 && (
            <CheckboxField
              id={`${id}-unchanged`}
              label={t('csv.import.showUnchanged', { count: unchangedLines })}
              checked={showUnchanged}
              onChange={setShowUnchanged}
            />
          )}
          {shown.length > 0 && (
            <DataTable
              caption={t('csv.import.caption')}
              columns={[
                t('csv.import.line'),
                t('csv.import.product'),
                t('csv.import.variant'),
                t('csv.import.action'),
                t('csv.import.details'),
              ]}
              testId="csv-preview-table"
            >
              {shown.map((row) => (
                <PreviewRow key={row.line} row={row} />
              ))}
            </DataTable>
          )}
        </>
      )}
      {why && (
        <p id={`${id}-why`} className={`adm-alert ${products.error > 0 ? 'adm-alert--error' : ''}`}>
          {why}
        </p>
      )}
      <div className="adm-csv-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={blocked || busy}
          aria-busy={busy}
          aria-describedby={why ? `${id}-why` : undefined}
          onClick={onApply}
        >
          {busy ? t('csv.import.applying') : t('csv.import.apply')}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onRestart}>
          {t('csv.import.another')}
        </button>
      </div>
    </div>
  );
}

function PreviewRow({ row }: { row: ImportPreviewRow }) {
  const { t } = useAdminLanguage();
  return (
    <tr data-testid="csv-preview-row" className={row.action === 'error' ? 'adm-csv-row--error' : undefined}>
      <td data-label={t('csv.import.line')} className="adm-num">
        {row.line}
      </td>
      <th scope="row" data-label={t('csv.import.product')}>
        <span lang="en" dir="ltr">
          {row.name || row.slug}
        </span>
        {row.name && (
          <span className="adm-muted ltr" dir="ltr">
            {' '}
            {row.slug}
          </span>
        )}
      </th>
      <td data-label={t('csv.import.variant')}>
        <span className="ltr" dir="ltr">
          {row.variantSku || row.sku}
        </span>
      </td>
      <td data-label={t('csv.import.action')}>
        <span className={`adm-badge adm-badge--import-${row.action}`}>{t(`csv.import.actions.${row.action}`)}</span>
      </td>
      <td data-label={t('csv.import.details')}>
        {row.reasons.length > 0 && (
          // The reasons are the server's words (column names and English messages).
          <ul className="adm-csv-reasons" lang="en" dir="ltr">
            {row.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function ImportDone({ result, onRestart }: { result: ImportApplied; onRestart: () => void }) {
  const { t } = useAdminLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="adm-alert adm-alert--success" data-testid="csv-done">
      <h3 ref={heading} tabIndex={-1} className="adm-csv-preview__title">
        {t('csv.import.doneTitle')}
      </h3>
      <p role="status">{t('csv.import.done', { created: result.created, updated: result.updated })}</p>
      <div className="adm-csv-actions">
        <button type="button" className="btn btn-primary" onClick={onRestart}>
          {t('csv.import.again')}
        </button>
        <Link to="/admin/products" className="btn btn-outline">
          {t('csv.import.viewProducts')}
        </Link>
      </div>
    </div>
  );
}
