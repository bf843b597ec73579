/**
 * A landmark named by its own heading (`aria-labelledby`, to an id of its own), so screen readers list it by that
 * title: the checkout's sections and summary, the contact details, a quotation's parts, an
 * article's share links. Imported as `@ogulf/web-kit/titled-section`, outside the shared singleton.
 */
import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  /** The landmark's element (default `section`). */
  as?: 'section' | 'aside';
  className?: string;
  /** `h2` (default) or `h3`. */
  headingLevel?: 2 | 3;
  headingClassName: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function TitledSection({
  as: Landmark = 'section',
  className,
  headingLevel = 2,
  headingClassName,
  title,
  testId,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Landmark className={className} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
