import { useId, type ReactNode } from 'react';

interface CardProps {
  title: ReactNode;
  /** The title's id, where something else in the card is named by it too (a form); else one of its own. */
  titleId?: string;
  /** Classes of the card's own besides `adm-card` (a modifier such as `adm-card--alert`). */
  className?: string;
  /** Beside the title, in the card's head row: a count, a link, a note. */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A white card of the dashboard: a region named by its h2 title. */
export function Card({ title, titleId, className, aside, testId, children }: CardProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  const heading = (
    <h2 id={id} className="adm-card__title">
      {title}
    </h2>
  );
  return (
    <section className={`adm-card${className ? ` ${className}` : ''}`} aria-labelledby={id} data-testid={testId}>
      {aside === undefined ? (
        heading
      ) : (
        <div className="split-row adm-card__head">
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
