/**
 * `@ogulf/web-kit/status-panel`: the panel a page shows instead of a list that failed to load
 * (an alert with a way to retry) or has nothing in it. Styled by styles/status-panel.css
 * (`status-panel`, `status-panel--error`, `__icon`, `__title`, `__text`); a remote adjusts it
 * under a class of its own (`className`).
 */
import type { ReactNode } from 'react';
// The shared web-kit module, not ./navigation: one router binding for the page.
import { Link } from '@ogulf/web-kit';
import { AlertIcon, InfoIcon } from './icons';
import './styles/status-panel.css';

interface StatusPanelProps {
  tone: 'error' | 'empty';
  /** The remote's own class on the panel, for its adjustments of the shared look. */
  className?: string;
  title: string;
  text: string;
  testId?: string;
  /** The way forward: Retry, a link. */
  children?: ReactNode;
}

export function StatusPanel({ tone, className, title, text, testId, children }: StatusPanelProps) {
  const Icon = tone === 'error' ? AlertIcon : InfoIcon;
  const block = 'status-panel';
  return (
    <div
      className={[block, tone === 'error' && `${block}--error`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <Icon size={28} className={`${block}__icon`} />
      <p className={`${block}__title`}>{title}</p>
      <p className={`${block}__text`}>{text}</p>
      {children}
    </div>
  );
}

/** A way on from an empty list: a link styled as a button. */
export interface PanelLink {
  to: string;
  label: string;
  look: 'btn-primary' | 'btn-outline';
}

interface PanelsOptions {
  /** The remote's own class on its panels (its adjustments of the shared look). */
  className: string;
  /** Test ids: `<prefix>-error`, `<prefix>-empty`. */
  testPrefix: string;
  /** The error panel's hint and Retry label, in the remote's namespace (called while rendering: a hook may be used). */
  useTexts: () => { errorHint: string; retry: string };
}

/**
 * A remote's two panels over `StatusPanel`: `ErrorPanel` (a failed load with a Retry button) and
 * `EmptyPanel` (nothing to list, with a way on: a link or any action).
 */
export function statusPanels({ className, testPrefix, useTexts }: PanelsOptions) {
  function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
    const { errorHint, retry } = useTexts();
    return (
      <StatusPanel tone="error" className={className} title={title} text={errorHint} testId={`${testPrefix}-error`}>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retry}
        </button>
      </StatusPanel>
    );
  }
  function EmptyPanel({
    title,
    text,
    link,
    action,
  }: {
    title: string;
    text: string;
    link?: PanelLink;
    action?: ReactNode;
  }) {
    return (
      <StatusPanel tone="empty" className={className} title={title} text={text} testId={`${testPrefix}-empty`}>
        {link ? (
          <Link to={link.to} className={`btn ${link.look}`}>
            {link.label}
          </Link>
        ) : (
          action
        )}
      </StatusPanel>
    );
  }
  return { ErrorPanel, EmptyPanel };
}
