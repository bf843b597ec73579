interface RetryAlertProps {
  className: string;
  /** What failed to load. */
  text: string;
  retryLabel: string;
  onRetry: () => void;
  /** A small button, for a message inside a page section. */
  compact?: boolean;
}

/** A short message in place of something that failed to load, with a button to ask again. */
export function RetryAlert({ className, text, retryLabel, onRetry, compact = false }: RetryAlertProps) {
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      <button type="button" className={compact ? 'btn btn-outline btn-sm' : 'btn btn-outline'} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
