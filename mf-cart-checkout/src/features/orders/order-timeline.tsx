import { CheckIcon, CloseIcon } from '@ogulf/web-kit/icons';
import type { OrderStatus, TimelineEntry } from '@ogulf/contracts';
import { useCartLanguage } from '../../shared/use-cart-language';
import { formatMoment } from '../../shared/qatar-time';

/** The way an order normally goes; `cancelled` leaves it. */
export const ORDER_PATH = ['pending', 'confirmed', 'processing', 'out-for-delivery', 'delivered'] as const;

type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step (the latest change to it), if it did by a recorded change. */
  at: string | null;
  /** What the shop told the customer at this step (a status change's note, notes marked for the customer). */
  notes: { at: string; text: string }[];
}

/**
 * The steps a customer sees: the normal path with the steps passed, the current one and those to
 * come; a cancelled order shows the steps it reached and then the cancellation, nothing after.
 * A step the shop skipped (pending straight to processing) still counts as passed.
 */
export function timelineSteps(status: OrderStatus, timeline: readonly TimelineEntry[]): TimelineStep[] {
  const reached = (step: OrderStatus) => timeline.some((entry) => entry.kind === 'status' && entry.status === step);
  const stepOf = (step: OrderStatus, state: StepState): TimelineStep => {
    const changes = timeline.filter((entry) => entry.kind === 'status' && entry.status === step);
    return {
      status: step,
      state,
      at: changes.at(-1)?.at ?? null,
      notes: timeline
        .filter((entry) => entry.status === step && entry.note.trim())
        .map((entry) => ({ at: entry.at, text: entry.note })),
    };
  };
  if (status === 'cancelled') {
    const passed = ORDER_PATH.filter((step, index) => index === 0 || reached(step));
    return [...passed.map((step) => stepOf(step, 'done')), stepOf('cancelled', 'current')];
  }
  const current = ORDER_PATH.indexOf(status);
  return ORDER_PATH.map((step, index) =>
    stepOf(step, index < current ? 'done' : index === current ? 'current' : 'upcoming'),
  );
}

/** The order's status as a vertical stepper: done, current and upcoming steps, dates in Qatar time, the shop's notes. */
export function OrderTimeline({
  status,
  timeline,
  headingId,
}: {
  status: OrderStatus;
  timeline: readonly TimelineEntry[];
  headingId: string;
}) {
  const { t, lang } = useCartLanguage();
  const steps = timelineSteps(status, timeline);
  return (
    <section className="stack confirmation__card" aria-labelledby={headingId} data-testid="order-timeline">
      <h2 id={headingId}>{t('tracking.statusTitle')}</h2>
      <p className="order-timeline__now" data-testid="order-status">
        {t('tracking.currentStatus')} <strong>{t(`status.${status}`)}</strong>
      </p>
      <ol className="order-timeline" role="list">
        {steps.map((step) => {
          const cancelled = step.status === 'cancelled';
          return (
            <li
              key={step.status}
              className={`order-timeline__step order-timeline__step--${step.state}${cancelled ? ' order-timeline__step--cancelled' : ''}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
              data-testid={`timeline-${step.status}`}
              data-state={step.state}
            >
              <span className="order-timeline__marker" aria-hidden="true">
                {cancelled ? (
                  <CloseIcon size={16} />
                ) : step.state === 'done' || (step.state === 'current' && step.status === 'delivered') ? (
                  <CheckIcon size={16} />
                ) : null}
              </span>
              <div className="stack order-timeline__body">
                <p className="order-timeline__title">
                  {t(`status.${step.status}`)}
                  <span className="visually-hidden"> ({t(`tracking.step.${step.state}`)})</span>
                </p>
                {step.at && (
                  <p className="order-timeline__date">
                    <time dateTime={step.at}>{formatMoment(step.at, lang)}</time>
                  </p>
                )}
                {step.notes.length > 0 && (
                  <ul className="stack order-timeline__notes" role="list">
                    {step.notes.map((note) => (
                      <li
                        key={`${note.at}-${note.text}`}
                        className="order-timeline__note"
                        dir="auto"
                        data-testid="timeline-note"
                      >
                        <span className="visually-hidden">{t('tracking.noteFromUs')} </span>
                        {note.text}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
