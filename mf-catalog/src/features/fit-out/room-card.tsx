import { useId, useState } from 'react';
import {
  FITOUT_CHOICE_ANSWERS,
  FITOUT_COUNT_ANSWERS,
  FITOUT_LIMITS,
  FITOUT_QUESTIONS,
  type FitoutAnswerKey,
} from '@ogulf/contracts/fitout';
import type { FitoutProduct } from '@ogulf/contracts';
import { formatPrice, Link } from '@ogulf/web-kit';
import { CloseIcon, RefreshIcon } from '@ogulf/web-kit/icons';
import { localName } from '@ogulf/web-kit/language';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ProductThumb } from '../../shared/catalog-image';
import { alternativesOf, MAX_LINE_QUANTITY, type BuilderLine, type BuilderRoom } from './bill-of-materials';

export interface RoomState extends BuilderRoom {
  lines: BuilderLine[];
}

interface RoomCardProps {
  room: RoomState;
  number: number;
  products: readonly FitoutProduct[];
  onAnswer: (key: FitoutAnswerKey, value: string | number) => void;
  onLabel: (label: string) => void;
  onRemove: () => void;
  onQuantity: (productId: string, quantity: number) => void;
  onSwap: (productId: string, otherId: string) => void;
  onRemoveLine: (productId: string) => void;
  onRestore: () => void;
}

const isCount = (key: FitoutAnswerKey): key is keyof typeof FITOUT_COUNT_ANSWERS => key in FITOUT_COUNT_ANSWERS;

/**
 * A whole number typed freely: the value changes only when the text is a whole number in range
 * (typing "12" passes through "1"), and leaving the box shows the value again.
 */
function WholeNumberInput({
  value,
  min,
  max,
  onChange,
  ...rest
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  id?: string;
  className: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(String(value));
  // A new value from outside (a changed answer re-suggests the lines) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (Number(text) !== value) setText(String(value));
  }
  const valid = (candidate: string) => /^\d+$/.test(candidate) && Number(candidate) >= min && Number(candidate) <= max;
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={text}
      aria-invalid={!valid(text)}
      onChange={(event) => {
        setText(event.target.value);
        if (valid(event.target.value)) onChange(Number(event.target.value));
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

function CountQuestion({
  id,
  label,
  value,
  range,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  range: { min: number; max: number };
  onChange: (value: number) => void;
}) {
  const { t } = useCatalogLanguage();
  return (
    <div className="fitout-question">
      <label htmlFor={id}>{label}</label>
      <WholeNumberInput
        id={id}
        className="input fitout-question__count"
        value={value}
        min={range.min}
        max={range.max}
        aria-describedby={`${id}-range`}
        onChange={onChange}
      />
      <span id={`${id}-range`} className="fitout-question__hint">
        {t('fitout.countRange', { min: range.min, max: range.max })}
      </span>
    </div>
  );
}

/** One room: its name, its questions, and the items suggested for it (editable). */
export function RoomCard(props: RoomCardProps) {
  const { room, number, products } = props;
  const { t, lang } = useCatalogLanguage();
  const id = useId();
  const typeName = t(`fitout.roomTypes.${room.type}`);
  const title = room.label ? `${typeName}: ${room.label}` : typeName;
  const productOf = (productId: string) => products.find((product) => product.id === productId);
  let roomAmount = 0;
  let roomOnRequest = 0;
  for (const line of room.lines) {
    const price = productOf(line.productId)?.price;
    if (price === null || price === undefined) roomOnRequest += 1;
    else roomAmount += price * line.quantity;
  }

  return (
    <section className="fitout-room" aria-labelledby={`${id}-title`} data-testid="fitout-room" data-type={room.type}>
      <header className="fitout-room__head">
        <h3 id={`${id}-title`} className="fitout-room__title">
          <span className="fitout-room__number icon-badge" aria-hidden="true">
            {number}
          </span>
          {title}
        </h3>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={t('fitout.removeRoom', { room: title })}
          onClick={props.onRemove}
          data-testid="remove-room"
        >
          <CloseIcon size={18} />
        </button>
      </header>

      <div className="fitout-questions">
        <div className="fitout-question">
          <label htmlFor={`${id}-label`}>{t('fitout.roomLabel')}</label>
          <input
            id={`${id}-label`}
            className="input"
            type="text"
            maxLength={FITOUT_LIMITS.roomLabel}
            value={room.label}
            placeholder={t('fitout.roomLabelHint')}
            onChange={(event) => props.onLabel(event.target.value)}
          />
        </div>
        {FITOUT_QUESTIONS[room.type].map((key) => {
          const questionId = `${id}-${key}`;
          if (isCount(key))
            return (
              <CountQuestion
                key={key}
                id={questionId}
                label={t(`fitout.questions.${key}`)}
                value={room.answers[key] ?? FITOUT_COUNT_ANSWERS[key].min}
                range={FITOUT_COUNT_ANSWERS[key]}
                onChange={(value) => props.onAnswer(key, value)}
              />
            );
          return (
            <div key={key} className="fitout-question">
              <label htmlFor={questionId}>{t(`fitout.questions.${key}`)}</label>
              <select
                id={questionId}
                className="input"
                value={room.answers[key] ?? FITOUT_CHOICE_ANSWERS[key][0]}
                onChange={(event) => props.onAnswer(key, event.target.value)}
              >
                {FITOUT_CHOICE_ANSWERS[key].map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`fitout.choices.${key}.${choice}`)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <p className="fitout-room__note">{t('fitout.answersReplace')}</p>

      <h4 className="fitout-room__subtitle">{t('fitout.suggested')}</h4>
      {room.lines.length === 0 ? (
        <p className="fitout-room__empty" data-testid="fitout-no-lines">
          {t('fitout.noLines')}
        </p>
      ) : (
        <ul className="fitout-lines" role="list">
          {room.lines.map((line) => {
            const product = productOf(line.productId);
            if (!product) return null;
            const name = localName(product, lang);
            const alternatives = alternativesOf(product, products);
            return (
              <li key={line.productId} className="fitout-line" data-testid="fitout-line" data-slug={product.slug}>
                <ProductThumb image={product.image} className="fitout-line__image" />
                <div className="fitout-line__text">
                  <Link to={`/product/${product.slug}`} className="fitout-line__name">
                    {name}
                  </Link>
                  <span className={product.price === null ? 'fitout-line__por' : 'fitout-line__price'}>
                    {product.price === null
                      ? t('fitout.onRequest')
                      : t('fitout.each', { price: formatPrice(product.price, lang) })}
                  </span>
                  {alternatives.length > 1 && (
                    <select
                      className="input fitout-line__swap"
                      aria-label={t('fitout.swapFor', { name })}
                      value={product.id}
                      onChange={(event) => props.onSwap(product.id, event.target.value)}
                    >
                      {alternatives.map((other) => (
                        <option key={other.id} value={other.id}>
                          {localName(other, lang)} —{' '}
                          {other.price === null ? t('fitout.onRequest') : formatPrice(other.price, lang)}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
                <WholeNumberInput
                  className="input fitout-line__quantity"
                  value={line.quantity}
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  aria-label={t('fitout.quantityOf', { name })}
                  onChange={(quantity) => props.onQuantity(product.id, quantity)}
                />
                <span className="fitout-line__total">
                  {product.price === null ? '—' : formatPrice(product.price * line.quantity, lang)}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon fitout-line__remove"
                  aria-label={t('fitout.removeItem', { name })}
                  onClick={() => props.onRemoveLine(product.id)}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <footer className="fitout-room__foot split-row">
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onRestore}>
          <RefreshIcon size={16} />
          {t('fitout.restore')}
        </button>
        <span className="fitout-room__total">
          {t('fitout.roomTotal')}: <strong>{formatPrice(roomAmount, lang)}</strong>
          {roomOnRequest > 0 && (
            <span className="fitout-room__por"> {t('fitout.onRequestCount', { count: roomOnRequest })}</span>
          )}
        </span>
      </footer>
    </section>
  );
}
