import { useId, useState } from 'react';
import { formatPhone, initI18n, Link, notify, phoneHref, useNavigate } from '@ogulf/web-kit';
import { SelectField, TextAreaField, TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { formatDateTime } from '../../shared/format-date';
import { SectionHeader } from '../../shared/section-header';
import { serverProblem } from '../../shared/server-problem';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { DataTable } from '../../shared/table-head';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { whatsappNumber } from '../orders/whatsapp-link';
import { useInboxItem } from './get-inbox';
import {
  NOTE_MAX,
  patchSchema,
  REPLY_MAX,
  replySchema,
  SUBJECT_MAX,
  type NoteValues,
  type ReplyValues,
  type StatusValues,
} from './inbox-forms';
import { InboxStatusBadge } from './status-badge';
import { INBOX_STATUSES, type InboxBox, type InboxDetail } from './types';
import { createQuotationFrom, replyToInboxItem, showInboxItem, updateInboxItem } from './write-inbox';
import { Card } from '../../shared/card';
import { SubmitButton } from '../../shared/submit-button';

/** `/admin/inbox/<box>/:id`: the sender, what they asked, notes, the thread, status and a reply. */
export default function InboxItemView({ box, id }: { box: InboxBox; id: string }) {
  const { t } = useAdminLanguage();
  const reply = useInboxItem(box, id);
  const shown = reply.status === 'success' ? reply.data : null;
  return (
    <>
      <SectionHeader
        title={shown ? t(`inbox.itemTitle.${box}`, { reference: shown.reference }) : t(`inbox.box.${box}`)}
        actions={
          <Link to={`/admin/inbox/${box}`} className="btn btn-outline btn-sm">
            {t('inbox.back')}
          </Link>
        }
      />
      {reply.status === 'loading' && <LoadingPanel rows={8} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {shown && <ItemView box={box} item={shown} />}
    </>
  );
}

function ItemView({ box, item }: { box: InboxBox; item: InboxDetail }) {
  const { t, lang } = useAdminLanguage();
  return (
    <div className="adm-inbox-item" data-testid="inbox-item">
      <Card title={t('inbox.sender')}>
        <dl className="adm-facts">
          <div>
            <dt>{t('inbox.statusLabel')}</dt>
            <dd data-testid="inbox-status">
              <InboxStatusBadge status={item.status} />
            </dd>
          </div>
          <div>
            <dt>{t('inbox.received')}</dt>
            <dd>{formatDateTime(item.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{t('inbox.name')}</dt>
            <dd>
              <bdi>{item.name}</bdi>
            </dd>
          </div>
          {item.company && (
            <div>
              <dt>{t('inbox.company')}</dt>
              <dd>
                <bdi>{item.company}</bdi>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('inbox.email')}</dt>
            <dd>
              <a href={`mailto:${item.email}`} className="ltr">
                {item.email}
              </a>
            </dd>
          </div>
          {item.phone && (
            <div>
              <dt>{t('inbox.phone')}</dt>
              <dd>
                <a href={phoneHref(item.phone)} className="ltr" dir="ltr">
                  {formatPhone(item.phone)}
                </a>
                <a
                  href={whatsappToSender(item)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-outline btn-sm adm-whatsapp"
                  data-testid="inbox-whatsapp"
                >
                  {t('inbox.whatsapp')}
                  <span className="visually-hidden"> {t('inbox.opensNewTab')}</span>
                </a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('inbox.language')}</dt>
            <dd>{item.language === 'ar' ? 'العربية' : 'English'}</dd>
          </div>
        </dl>
      </Card>

      {box === 'quote-requests' && <RequestedLines item={item} />}
      {item.rooms.length > 0 && <Rooms item={item} />}

      <Card title={item.subject ? t('inbox.messageWithSubject', { subject: item.subject }) : t('inbox.message')}>
        {item.message ? (
          <p className="adm-pre" dir="auto" data-testid="inbox-message">
            {item.message}
          </p>
        ) : (
          <p className="adm-muted">{t('inbox.noMessage')}</p>
        )}
      </Card>

      <Thread item={item} />
      <ReplyForm box={box} item={item} />
      <StatusForm key={item.status} box={box} item={item} />
      <Notes box={box} item={item} />
    </div>
  );
}

/** Latin text (a reference, an address) set apart inside a sentence, so Arabic around it keeps its order. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** A WhatsApp chat with the sender, the greeting in the sender's language (not the admin's). */
function whatsappToSender(item: InboxDetail): string {
  const t = initI18n().getFixedT(item.language, 'admin');
  const text = t('inbox.whatsappMessage', { name: item.name, reference: item.reference });
  return `https://wa.me/${whatsappNumber(item.phone)}?text=${encodeURIComponent(text)}`;
}

function RequestedLines({ item }: { item: InboxDetail }) {
  const { t, pick } = useAdminLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const create = () => {
    setBusy(true);
    createQuotationFrom(item.id).then(
      (quotation) => {
        notify.success(t('inbox.quotationCreated'));
        navigate(`/admin/quotations/${encodeURIComponent(quotation.id)}`);
      },
      (error: unknown) => {
        setBusy(false);
        notify.error(serverProblem(error, t('errors.saveFailed')).message);
      },
    );
  };
  return (
    <Card
      title={t('inbox.lines')}
      aside={
        <button type="button" className="btn btn-primary btn-sm" onClick={create} disabled={busy}>
          {busy ? t('inbox.creatingQuotation') : t('inbox.createQuotation')}
        </button>
      }
    >
      {item.lines.length === 0 ? (
        <p className="adm-muted">{t('inbox.noLines')}</p>
      ) : (
        <DataTable caption={t('inbox.lines')} columns={[t('inbox.product'), t('inbox.quantity')]} testId="inbox-lines">
          {item.lines.map((line, index) => (
            <tr key={`${line.productId}-${index}`}>
              <th scope="row" data-label={t('inbox.product')}>
                {line.productId ? (
                  <Link to={`/admin/products/${encodeURIComponent(line.productId)}`}>
                    {pick(line.name, line.nameAr)}
                  </Link>
                ) : (
                  pick(line.name, line.nameAr)
                )}
              </th>
              <td data-label={t('inbox.quantity')} className="adm-num">
                {line.quantity}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {item.quotationIds.length > 0 && (
        <p className="adm-inbox-quotations">
          {t('inbox.quotations')}{' '}
          {item.quotationIds.map((quotationId, index) => (
            <Link key={quotationId} to={`/admin/quotations/${encodeURIComponent(quotationId)}`}>
              {t('inbox.quotationN', { n: index + 1 })}
            </Link>
          ))}
        </p>
      )}
    </Card>
  );
}

function Rooms({ item }: { item: InboxDetail }) {
  const { t, pick } = useAdminLanguage();
  return (
    <Card title={t('inbox.rooms')}>
      <ul className="adm-inbox-rooms" role="list" data-testid="inbox-rooms">
        {item.rooms.map((room, index) => (
          <li key={`${room.type}-${index}`}>
            <strong dir="auto">{room.label || pick(room.name, room.nameAr)}</strong>
            {room.label && <span className="adm-muted"> · {pick(room.name, room.nameAr)}</span>}
            <p dir="auto">{pick(room.answers, room.answersAr)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Thread({ item }: { item: InboxDetail }) {
  const { t, lang } = useAdminLanguage();
  return (
    <Card title={t('inbox.thread')}>
      {item.thread.length === 0 ? (
        <p className="adm-muted">{t('inbox.noThread')}</p>
      ) : (
        <ol className="adm-inbox-thread" data-testid="inbox-thread">
          {item.thread.map((entry) => (
            <li key={entry.id} data-kind={entry.kind} className={`adm-inbox-thread__entry--${entry.kind}`}>
              <p className="adm-inbox-thread__head">
                <strong>{t(`inbox.threadKind.${entry.kind}`)}</strong>{' '}
                <span className="adm-muted">{formatDateTime(entry.at, lang)}</span>
              </p>
              {entry.subject && (
                <p className="adm-inbox-thread__subject" dir="auto">
                  {entry.subject}
                </p>
              )}
              <p className="adm-pre" dir="auto">
                {entry.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function ReplyForm({ box, item }: { box: InboxBox; item: InboxDetail }) {
  const { t } = useAdminLanguage();
  const empty = (): ReplyValues => ({ subject: '', message: '' });
  const form = useAdminForm({
    initial: empty,
    schema: replySchema,
    send: (body) => replyToInboxItem(box, item.id, body),
    savedMessage: t('inbox.replySent'),
    onSaved: (updated, _body, reset) => {
      reset(empty());
      showInboxItem(box, updated);
    },
  });
  return (
    <Card title={t('inbox.reply')}>
      <p className="adm-muted">
        {t('inbox.replyTo', {
          email: isolated(item.email),
          language: item.language === 'ar' ? t('inbox.arabic') : t('inbox.english'),
        })}
      </p>
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="reply-form">
        <FormProblem problem={form.problem} />
        <TextField
          {...form.text('subject')}
          label={t('inbox.replySubject')}
          hint={t('inbox.replySubjectHint', { reference: isolated(item.reference) })}
          maxLength={SUBJECT_MAX}
          lang={item.language}
        />
        <TextAreaField
          {...form.text('message')}
          label={t('inbox.replyMessage')}
          rows={6}
          required
          maxLength={REPLY_MAX}
          lang={item.language}
        />
        <div className="cluster adm-actions">
          <SubmitButton busy={form.busy} label={t('inbox.sendReply')} busyLabel={t('inbox.sending')} />
        </div>
      </form>
    </Card>
  );
}

function StatusForm({ box, item }: { box: InboxBox; item: InboxDetail }) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const form = useAdminForm({
    initial: (): StatusValues => ({ status: item.status }),
    schema: patchSchema,
    send: (body) => updateInboxItem(box, item.id, body),
    savedMessage: t('inbox.statusSaved'),
    onSaved: (updated) => showInboxItem(box, updated),
  });
  return (
    <Card title={t('inbox.changeStatus')}>
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="status-form">
        <FormProblem problem={form.problem} />
        <div className="adm-inbox-status-row">
          <SelectField
            id={`${id}-status`}
            label={t('inbox.statusLabel')}
            value={form.values.status}
            onChange={(event) => form.set('status', event.target.value as StatusValues['status'])}
            error={fieldError(form.errors.status)}
          >
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`inbox.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="btn btn-outline" disabled={form.busy}>
            {form.busy ? t('common.saving') : t('inbox.saveStatus')}
          </button>
        </div>
      </form>
    </Card>
  );
}

function Notes({ box, item }: { box: InboxBox; item: InboxDetail }) {
  const { t, lang } = useAdminLanguage();
  const form = useAdminForm({
    initial: (): NoteValues => ({ note: '' }),
    schema: patchSchema,
    send: (body) => updateInboxItem(box, item.id, body),
    savedMessage: t('inbox.noteAdded'),
    onSaved: (updated, _body, reset) => {
      reset({ note: '' });
      showInboxItem(box, updated);
    },
  });
  return (
    <Card title={t('inbox.notes')}>
      <p className="adm-muted">{t('inbox.notesHint')}</p>
      {item.internalNotes.length > 0 && (
        <ol className="adm-history adm-inbox-notes" data-testid="inbox-notes">
          {item.internalNotes.map((note) => (
            <li key={note.id}>
              <span className="adm-muted">{formatDateTime(note.at, lang)}</span>
              <p className="adm-pre" dir="auto">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="note-form">
        <FormProblem problem={form.problem} />
        <TextAreaField {...form.text('note')} label={t('inbox.noteText')} rows={2} required maxLength={NOTE_MAX} />
        <div className="cluster adm-actions">
          <button type="submit" className="btn btn-outline" disabled={form.busy}>
            {form.busy ? t('common.saving') : t('inbox.addNote')}
          </button>
        </div>
      </form>
    </Card>
  );
}
