import { useId, useRef, useState } from 'react';
import { LIMITS } from '@ogulf/contracts/constants';
import { FITOUT_LIMITS, FITOUT_ROOM_TYPES, type FitoutRoomType } from '@ogulf/contracts/fitout';
import type { FitoutCatalogView } from '@ogulf/contracts';
import { formatPrice, Link } from '@ogulf/web-kit';
import { CheckIcon, PlusIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { defaultAnswers, indicativeTotal, requestLines, suggestLines, type BuilderLine } from './bill-of-materials';
import { RequestForm } from './request-form';
import { RoomCard, type RoomState } from './room-card';

/**
 * The fit-out quote builder: rooms added by type, each answered and given suggested lines from
 * the rules and live products; lines adjusted, swapped or removed; the whole sent as a quote request.
 */
export function FitOutBuilder({ catalog }: { catalog: FitoutCatalogView }) {
  const { t, lang } = useCatalogLanguage();
  const headingId = useId();
  const [rooms, setRooms] = useState<RoomState[]>([]);
  const [reference, setReference] = useState<string | null>(null);
  const nextId = useRef(1);
  const roomsHeading = useRef<HTMLHeadingElement>(null);
  const suggest = (room: Pick<RoomState, 'type' | 'answers'>) => suggestLines(room, catalog.rooms, catalog.products);

  const update = (id: string, change: (room: RoomState) => RoomState) =>
    setRooms((current) => current.map((room) => (room.id === id ? change(room) : room)));
  const editLines = (id: string, change: (lines: BuilderLine[]) => BuilderLine[]) =>
    update(id, (room) => ({ ...room, lines: change(room.lines) }));

  function addRoom(type: FitoutRoomType) {
    const answers = defaultAnswers(type);
    const id = `room-${nextId.current++}`;
    setRooms((current) => [...current, { id, type, label: '', answers, lines: suggest({ type, answers }) }]);
  }

  const lines = requestLines(rooms.map((room) => room.lines));
  const total = indicativeTotal(lines, catalog.products);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const blocked = lines.length > LIMITS.maxQuoteLines ? t('fitout.tooManyLines', { max: LIMITS.maxQuoteLines }) : null;

  if (reference) {
    return (
      <section className="fitout-sent" role="status" data-testid="fitout-sent">
        <span className="fitout-sent__icon icon-badge" aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <h2>{t('fitout.sentTitle')}</h2>
        <p>{t('fitout.sentText')}</p>
        <p>
          {t('fitout.reference')}:{' '}
          <strong className="ltr" dir="ltr" data-testid="fitout-reference">
            {reference}
          </strong>
        </p>
        <div className="fitout-sent__actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setRooms([]);
              setReference(null);
            }}
          >
            {t('fitout.startAgain')}
          </button>
          <Link className="btn btn-ghost" to="/products">
            {t('fitout.browse')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="fitout-layout">
      <div className="fitout-main">
        <section className="fitout-add" aria-labelledby={headingId}>
          <h2 id={headingId} className="fitout-section-title">
            {t('fitout.addTitle')}
          </h2>
          <ul className="fitout-add__grid" role="list">
            {FITOUT_ROOM_TYPES.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  className="fitout-add__button"
                  onClick={() => addRoom(type)}
                  disabled={rooms.length >= FITOUT_LIMITS.maxRooms}
                  data-testid={`add-room-${type}`}
                >
                  {/* Named by what it shows after the verb the plus stands for (label in name, WCAG 2.5.3). */}
                  <span className="fitout-add__icon icon-badge" aria-hidden="true">
                    <PlusIcon size={18} />
                  </span>
                  <span className="visually-hidden">{t('fitout.addVerb')} </span>
                  <span className="fitout-add__name">{t(`fitout.roomTypes.${type}`)}</span>{' '}
                  <span className="fitout-add__hint">{t(`fitout.roomHints.${type}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <h2 className="visually-hidden" ref={roomsHeading} tabIndex={-1}>
          {t('fitout.summaryRooms', { count: rooms.length })}
        </h2>
        {rooms.length === 0 ? (
          <p className="fitout-empty" data-testid="fitout-no-rooms">
            {t('fitout.noRooms')}
          </p>
        ) : (
          <div className="fitout-rooms">
            {rooms.map((room, index) => (
              <RoomCard
                key={room.id}
                room={room}
                number={index + 1}
                products={catalog.products}
                onAnswer={(key, value) =>
                  update(room.id, (current) => {
                    const answers = { ...current.answers, [key]: value };
                    return { ...current, answers, lines: suggest({ type: current.type, answers }) };
                  })
                }
                onLabel={(label) => update(room.id, (current) => ({ ...current, label }))}
                onRemove={() => {
                  setRooms((current) => current.filter((other) => other.id !== room.id));
                  roomsHeading.current?.focus();
                }}
                onQuantity={(productId, quantity) =>
                  editLines(room.id, (current) =>
                    current.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
                  )
                }
                onSwap={(productId, otherId) =>
                  editLines(room.id, (current) => {
                    const swapped = current.find((line) => line.productId === productId);
                    if (!swapped) return current;
                    // Swapping to an item the room already has adds the quantities together.
                    return requestLines([
                      current.map((line) => (line.productId === productId ? { ...line, productId: otherId } : line)),
                    ]);
                  })
                }
                onRemoveLine={(productId) =>
                  editLines(room.id, (current) => current.filter((line) => line.productId !== productId))
                }
                onRestore={() => update(room.id, (current) => ({ ...current, lines: suggest(current) }))}
              />
            ))}
          </div>
        )}
      </div>

      <aside className="fitout-aside">
        <section className="fitout-summary" aria-live="polite" data-testid="fitout-summary">
          <h2 className="fitout-summary__title">{t('fitout.summaryTitle')}</h2>
          <p className="fitout-summary__counts">
            {t('fitout.summaryRooms', { count: rooms.length })} · {t('fitout.summaryItems', { count: units })}
          </p>
          <p className="fitout-summary__total">
            <span>{t('fitout.total')}</span>
            <strong data-testid="fitout-total">{formatPrice(total.amount, lang)}</strong>
          </p>
          {total.onRequest > 0 && (
            <p className="fitout-summary__por" data-testid="fitout-on-request">
              {t('fitout.onRequestCount', { count: total.onRequest })}
            </p>
          )}
          <p className="fitout-summary__note">{t('fitout.totalNote')}</p>
        </section>
        <RequestForm
          blocked={blocked}
          request={() =>
            lines.length === 0
              ? null
              : {
                  items: lines,
                  rooms: rooms.map(({ type, label, answers }) => ({ type, label: label.trim(), answers })),
                }
          }
          onSent={setReference}
        />
      </aside>
    </div>
  );
}
