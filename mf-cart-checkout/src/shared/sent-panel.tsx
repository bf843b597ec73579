import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount';
import { CheckIcon } from '@ogulf/web-kit/icons';

/** Shown in place of a form once the server stored it: what happens next and the reference to quote. */
export function SentPanel({
  title,
  text,
  reference,
  referenceLabel,
  children,
}: {
  title: string;
  text: string;
  reference: string;
  referenceLabel: string;
  children?: ReactNode;
}) {
  const focusOnMount = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="stack sent-panel" role="status" tabIndex={-1} data-testid="sent-panel" ref={focusOnMount}>
      <span className="done-mark">
        <CheckIcon size={28} />
      </span>
      <p className="sent-panel__title">{title}</p>
      <p>{text}</p>
      <p>
        {referenceLabel}{' '}
        <strong className="ltr" data-testid="sent-reference">
          {reference}
        </strong>
      </p>
      {children}
    </div>
  );
}
