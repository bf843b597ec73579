import type { ReactNode } from 'react';
import { Link } from '@ogulf/web-kit';
import { AlertIcon, CartIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { useCartLanguage } from './use-cart-language';

interface EmptyStateProps {
  /** `error` is an alert with a Retry button; `info` and `cart` say there is nothing to show. */
  tone: 'info' | 'cart' | 'error';
  title: string;
  text?: string;
  testId?: string;
  /** The ways on, the first one the main one (`empty-state__actions`). */
  links?: readonly { to: string; label: string }[];
  onRetry?: () => void;
  children?: ReactNode;
}

const ICONS = { info: InfoIcon, cart: CartIcon, error: AlertIcon };

/** What a cart page shows instead of its content: nothing there (with the ways on), or a load that failed (with Retry). */
export function EmptyState({ tone, title, text, testId, links, onRetry, children }: EmptyStateProps) {
  const { t } = useCartLanguage();
  const Icon = ICONS[tone];
  return (
    <div
      className={tone === 'error' ? 'stack empty-state empty-state--error' : 'stack empty-state'}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <Icon size={40} />
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {links && (
        <div className="empty-state__actions">
          {links.map((link, index) => (
            <Link key={link.to} className={index === 0 ? 'btn btn-primary' : 'btn btn-outline'} to={link.to}>
              {link.label}
            </Link>
          ))}
        </div>
      )}
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
      {children}
    </div>
  );
}
