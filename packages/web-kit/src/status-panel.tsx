/**
 * `@ogulf/web-kit/status-panel`: the panel a page shows instead of a list that failed to load
 * (an alert with a way to retry) or has nothing in it. Styled by styles/status-panel.css
 * (`status-panel`, `status-panel--error`, `__icon`, `__title`, `__text`); a remote adjusts it
 * under a class of its own (`className`).
 */
import type { ReactNode } from 'react';
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
