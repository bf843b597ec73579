import { useEffect, useRef, useState, type ComponentType } from 'react';
import { NETWORK_NAMES, shareUrls, type ShareNetwork } from './share';
import { CheckIcon, FacebookIcon, LinkedInIcon, LinkIcon, WhatsAppIcon, XIcon } from '@ogulf/web-kit/icons';
import { useBlogLanguage } from './use-blog-language';
import { TitledSection } from '@ogulf/web-kit/titled-section';

const ICONS: Record<ShareNetwork, ComponentType<{ size?: number }>> = {
  whatsapp: WhatsAppIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
};

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: the selection-based fallback.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const ok = document.execCommand('copy');
  field.remove();
  if (!ok) throw new Error('copy refused');
}

/** Share on four networks (new tabs) plus copy-link, confirmed in a polite live region. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useBlogLanguage();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const urls = shareUrls(url, title);
  const newTab = t('articles.newTab');

  const copy = () => {
    window.clearTimeout(timer.current);
    setCopyState('idle');
    copyText(url).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
    timer.current = window.setTimeout(() => setCopyState('idle'), 5000);
  };

  return (
    <TitledSection className="share" headingClassName="share__heading" title={t('articles.share')} testId="share-links">
      <ul className="share__list" role="list">
        {(Object.keys(urls) as ShareNetwork[]).map((network) => {
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                href={urls[network]}
                target="_blank"
                rel="noopener noreferrer"
                className={`share__button share__button--${network} icon-badge`}
                aria-label={`${t('articles.shareOn', { network: NETWORK_NAMES[network] })} (${newTab})`}
                title={t('articles.shareOn', { network: NETWORK_NAMES[network] })}
              >
                <Icon size={20} />
              </a>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="share__button share__button--copy icon-badge"
            onClick={copy}
            aria-label={t('articles.copyLink')}
            title={t('articles.copyLink')}
          >
            {copyState === 'copied' ? <CheckIcon size={20} /> : <LinkIcon size={20} />}
          </button>
        </li>
      </ul>
      <p
        className={`share__status${copyState === 'failed' ? ' share__status--failed' : ''}`}
        role="status"
        data-testid="share-status"
      >
        {copyState === 'copied' ? t('articles.copied') : copyState === 'failed' ? t('articles.copyFailed') : ''}
      </p>
    </TitledSection>
  );
}
