import type { ReactNode } from 'react';
import './home-sections.css';

interface SectionHeadProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  /** Shown at the end of the row on wide screens (buttons, a "View all" link). */
  actions?: ReactNode;
  /** Light text for the dark sections. */
  inverse?: boolean;
}

/** The heading block every home section opens with: a small gold line of context, the h2 and an intro. */
export function SectionHead({ id, eyebrow, heading, intro, actions, inverse = false }: SectionHeadProps) {
  return (
    <header className={inverse ? 'home-head home-head--inverse' : 'home-head'}>
      <div className="home-head__text">
        <p className="home-head__eyebrow">{eyebrow}</p>
        <h2 id={id} className="home-head__heading heading-rule">
          {heading}
        </h2>
        {intro && <p className="home-head__intro">{intro}</p>}
      </div>
      {actions && <div className="home-head__actions">{actions}</div>}
    </header>
  );
}
