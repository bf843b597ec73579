import { useId, useState } from 'react';
import type { FitoutRulesView } from '@ogulf/contracts';
import {
  FITOUT_CHOICE_ANSWERS,
  FITOUT_COUNT_ANSWERS,
  FITOUT_LIMITS,
  FITOUT_PICKS,
  FITOUT_QUESTIONS,
  FITOUT_ROOM_TYPES,
  FITOUT_SOURCE_KINDS,
  type FitoutAnswerKey,
  type FitoutCountAnswer,
  type FitoutQuantity,
  type FitoutRoomRules,
  type FitoutRuleItem,
} from '@ogulf/contracts/fitout';
import { initI18n, LANGUAGES, Link, notify, readApiError } from '@ogulf/web-kit';
import { formatDateTime } from '../../shared/format-date';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { serverProblem, type ServerProblem } from '../../shared/server-problem';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useFitoutRules } from './get-fitout-rules';
import { saveFitoutRules } from './save-fitout-rules';
import en from './fitout-rules.en.json';
import './fitout-rules.css';
import ar from './fitout-rules.ar.json';

for (const lang of LANGUAGES) initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? ar : en, true, false);

const isCount = (key: FitoutAnswerKey): key is FitoutCountAnswer => key in FITOUT_COUNT_ANSWERS;

/** Every room type, in the builder's order, with its saved rules or none. */
function allRooms(view: FitoutRulesView): FitoutRoomRules[] {
  return FITOUT_ROOM_TYPES.map((type) => ({
    type,
    items: view.rooms.find((room) => room.type === type)?.items.map((item) => ({ ...item })) ?? [],
  }));
}

/** A quantity of another kind, keeping the answer and number where they still fit. */
function quantityOfKind(kind: FitoutQuantity['kind'], from: FitoutQuantity, answer: FitoutCountAnswer): FitoutQuantity {
  const number = from.kind === 'fixed' ? from.count : from.kind === 'per' ? from.times : from.every;
  const used = from.kind === 'fixed' ? answer : from.answer;
  if (kind === 'fixed') return { kind, count: Math.min(number, FITOUT_LIMITS.maxFixed) };
  if (kind === 'per') return { kind, answer: used, times: Math.min(number, FITOUT_LIMITS.maxTimes) };
  return { kind, answer: used, every: Math.max(2, Math.min(number, FITOUT_LIMITS.maxEvery)) };
}

/** `/admin/fitout-rules`: what the fit-out builder suggests for each room type. */
export default function FitoutRulesSection() {
  const { t, lang } = useAdminLanguage();
  const rules = useFitoutRules();
  const [saved, setSaved] = useState<FitoutRulesView | null>(null);
  const shown = saved ?? (rules.status === 'success' ? rules.data : null);
  return (
    <>
      <SectionHeader
        title={t('fitoutRules.title')}
        intro={
          shown?.updatedAt
            ? t('fitoutRules.updated', { at: formatDateTime(shown.updatedAt, lang) })
            : t('fitoutRules.intro')
        }
        actions={
          <Link to="/fit-out" className="btn btn-outline btn-sm">
            <span dir="ltr">/fit-out</span>
          </Link>
        }
      />
      {rules.status === 'error' && !saved && <ErrorPanel onRetry={rules.reload} />}
      {rules.status === 'loading' && !saved && <LoadingPanel rows={6} />}
      {shown && <RulesForm key={shown.updatedAt ?? 'built-in'} view={shown} onSaved={setSaved} />}
    </>
  );
}

export function RulesForm({ view, onSaved }: { view: FitoutRulesView; onSaved: (view: FitoutRulesView) => void }) {
  const { t, lang } = useAdminLanguage();
  const id = useId();
  const [rooms, setRooms] = useState(() => allRooms(view));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [pending, setPending] = useState(false);

  const editItem = (type: string, index: number, change: Partial<FitoutRuleItem>) =>
    setRooms((current) =>
      current.map((room) =>
        room.type === type
          ? { ...room, items: room.items.map((item, at) => (at === index ? { ...item, ...change } : item)) }
          : room,
      ),
    );

  async function save() {
    setPending(true);
    setProblem(null);
    try {
      const result = await saveFitoutRules({ rooms: rooms.filter((room) => room.items.length > 0) });
      notify.success(t('fitoutRules.saved'));
      onSaved(result);
    } catch (error) {
      const { code, details } = readApiError(error);
      const found = serverProblem(error, t('fitoutRules.failed'));
      if (code === 'UNKNOWN_CATALOG_SLUG' && Array.isArray(details))
        found.details = (details as Array<{ slug?: string; kind?: string }>).map((detail) =>
          t('fitoutRules.unknownSlug', { slug: detail.slug ?? '', kind: detail.kind ?? '' }),
        );
      setProblem(found);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="adm-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="fitout-rules-form"
    >
      <FormProblem problem={problem} />
      {rooms.map((room) => {
        const asked = FITOUT_QUESTIONS[room.type];
        const counts = asked.filter(isCount);
        return (
          <fieldset key={room.type} className="adm-fieldset" data-testid={`fitout-rules-${room.type}`}>
            <legend>{t(`fitoutRules.roomTypes.${room.type}`)}</legend>
            <p className="adm-field__hint">
              {t('fitoutRules.asks', {
                questions: asked.map((key) => t(`fitoutRules.questions.${key}`)).join(lang === 'ar' ? '، ' : ', '),
              })}
            </p>
            {room.items.length === 0 ? (
              <p>{t('fitoutRules.noRules')}</p>
            ) : (
              <div className="adm-table-wrap">
                <table className="adm-table adm-fitout-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('fitoutRules.source')}</th>
                      <th scope="col">{t('fitoutRules.slug')}</th>
                      <th scope="col">{t('fitoutRules.pick')}</th>
                      <th scope="col">{t('fitoutRules.quantity')}</th>
                      <th scope="col">{t('fitoutRules.number')}</th>
                      <th scope="col">{t('fitoutRules.when')}</th>
                      <th scope="col">{t('fitoutRules.value')}</th>
                      <td />
                    </tr>
                  </thead>
                  <tbody>
                    {room.items.map((item, index) => {
                      const row = `${id}-${room.type}-${index}`;
                      const label = (name: string) => `${t(`fitoutRules.${name}`)} ${index + 1}`;
                      const quantity = item.quantity;
                      const number =
                        quantity.kind === 'fixed'
                          ? quantity.count
                          : quantity.kind === 'per'
                            ? quantity.times
                            : quantity.every;
                      const when = item.when;
                      const choices = when && !isCount(when.answer) ? FITOUT_CHOICE_ANSWERS[when.answer] : null;
                      return (
                        <tr key={index}>
                          <td>
                            <select
                              className="input"
                              aria-label={label('source')}
                              value={item.source.kind}
                              onChange={(event) =>
                                editItem(room.type, index, {
                                  source: {
                                    ...item.source,
                                    kind: event.target.value as FitoutRuleItem['source']['kind'],
                                  },
                                })
                              }
                            >
                              {FITOUT_SOURCE_KINDS.map((kind) => (
                                <option key={kind} value={kind}>
                                  {t(`fitoutRules.kinds.${kind}`)}
                                </option>
                              ))}
                            </select>
                          </td>
                          <td>
                            <input
                              id={`${row}-slug`}
                              className="input ltr adm-fitout-slug"
                              aria-label={label('slug')}
                              value={item.source.slug}
                              maxLength={FITOUT_LIMITS.slug}
                              onChange={(event) =>
                                editItem(room.type, index, { source: { ...item.source, slug: event.target.value } })
                              }
                            />
                          </td>
                          <td>
                            <select
                              className="input"
                              aria-label={label('pick')}
                              value={item.pick}
                              disabled={item.source.kind === 'product'}
                              onChange={(event) =>
                                editItem(room.type, index, { pick: event.target.value as FitoutRuleItem['pick'] })
                              }
                            >
                              {FITOUT_PICKS.map((pick) => (
                                <option key={pick} value={pick}>
                                  {t(`fitoutRules.picks.${pick}`)}
                                </option>
                              ))}
                            </select>
                          </td>
                          <td>
                            <select
                              className="input"
                              aria-label={label('quantity')}
                              value={quantity.kind === 'fixed' ? 'fixed' : `${quantity.kind}:${quantity.answer}`}
                              onChange={(event) => {
                                const [kind, answer] = event.target.value.split(':') as [
                                  FitoutQuantity['kind'],
                                  FitoutCountAnswer | undefined,
                                ];
                                editItem(room.type, index, {
                                  quantity: quantityOfKind(
                                    kind,
                                    quantity.kind === 'fixed' || !answer ? quantity : { ...quantity, answer },
                                    answer ?? counts[0] ?? 'people',
                                  ),
                                });
                              }}
                            >
                              <option value="fixed">{t('fitoutRules.quantities.fixed')}</option>
                              {counts.flatMap((answer) =>
                                (['per', 'per-every'] as const).map((kind) => (
                                  <option key={`${kind}:${answer}`} value={`${kind}:${answer}`}>
                                    {t(`fitoutRules.quantities.${kind}`, {
                                      answer: t(`fitoutRules.questions.${answer}`),
                                    })}
                                  </option>
                                )),
                              )}
                            </select>
                          </td>
                          <td>
                            <input
                              className="input"
                              type="number"
                              aria-label={label('number')}
                              min={quantity.kind === 'per-every' ? 2 : 1}
                              max={
                                quantity.kind === 'fixed'
                                  ? FITOUT_LIMITS.maxFixed
                                  : quantity.kind === 'per'
                                    ? FITOUT_LIMITS.maxTimes
                                    : FITOUT_LIMITS.maxEvery
                              }
                              value={number}
                              onChange={(event) => {
                                const value = Number(event.target.value);
                                if (!Number.isInteger(value)) return;
                                editItem(room.type, index, {
                                  quantity:
                                    quantity.kind === 'fixed'
                                      ? { ...quantity, count: value }
                                      : quantity.kind === 'per'
                                        ? { ...quantity, times: value }
                                        : { ...quantity, every: value },
                                });
                              }}
                            />
                          </td>
                          <td>
                            <select
                              className="input"
                              aria-label={label('when')}
                              value={when?.answer ?? ''}
                              onChange={(event) => {
                                const answer = event.target.value as FitoutAnswerKey | '';
                                editItem(room.type, index, {
                                  when:
                                    answer === ''
                                      ? undefined
                                      : isCount(answer)
                                        ? { answer, atLeast: FITOUT_COUNT_ANSWERS[answer].min }
                                        : { answer, equals: FITOUT_CHOICE_ANSWERS[answer][0] },
                                });
                              }}
                            >
                              <option value="">{t('fitoutRules.always')}</option>
                              {asked.map((key) => (
                                <option key={key} value={key}>
                                  {t(`fitoutRules.questions.${key}`)}
                                </option>
                              ))}
                            </select>
                          </td>
                          <td>
                            {when && choices && (
                              <select
                                className="input"
                                aria-label={label('value')}
                                value={when.equals ?? choices[0]}
                                onChange={(event) =>
                                  editItem(room.type, index, {
                                    when: { answer: when.answer, equals: event.target.value },
                                  })
                                }
                              >
                                {choices.map((choice) => (
                                  <option key={choice} value={choice}>
                                    {t(`fitoutRules.choices.${choice}`)}
                                  </option>
                                ))}
                              </select>
                            )}
                            {when && !choices && (
                              <span className="adm-fitout-range">
                                {(['atLeast', 'atMost'] as const).map((bound) => (
                                  <input
                                    key={bound}
                                    className="input"
                                    type="number"
                                    min={0}
                                    placeholder={t(`fitoutRules.${bound === 'atLeast' ? 'min' : 'max'}`)}
                                    aria-label={`${t(`fitoutRules.${bound === 'atLeast' ? 'min' : 'max'}`)} ${index + 1}`}
                                    value={when[bound] ?? ''}
                                    onChange={(event) => {
                                      const value = event.target.value === '' ? undefined : Number(event.target.value);
                                      editItem(room.type, index, { when: { ...when, [bound]: value } });
                                    }}
                                  />
                                ))}
                              </span>
                            )}
                          </td>
                          <td>
                            <button
                              type="button"
                              className="btn btn-ghost btn-sm"
                              aria-label={t('fitoutRules.removeRule', { n: index + 1 })}
                              onClick={() =>
                                setRooms((current) =>
                                  current.map((other) =>
                                    other.type === room.type
                                      ? { ...other, items: other.items.filter((_, at) => at !== index) }
                                      : other,
                                  ),
                                )
                              }
                            >
                              ×
                            </button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={room.items.length >= FITOUT_LIMITS.maxRuleItems}
              onClick={() =>
                setRooms((current) =>
                  current.map((other) =>
                    other.type === room.type
                      ? {
                          ...other,
                          items: [
                            ...other.items,
                            {
                              source: { kind: 'product', slug: '' },
                              pick: 'cheapest',
                              quantity: { kind: 'fixed', count: 1 },
                            },
                          ],
                        }
                      : other,
                  ),
                )
              }
            >
              {t('fitoutRules.addRule')}
            </button>
          </fieldset>
        );
      })}
      <div>
        <button type="submit" className="btn btn-primary" disabled={pending} data-testid="fitout-rules-save">
          {pending ? t('fitoutRules.saving') : t('fitoutRules.save')}
        </button>
      </div>
    </form>
  );
}
