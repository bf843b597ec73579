/** Share addresses for an article: each network's own share endpoint, nothing loaded from them. */
export type ShareNetwork = 'whatsapp' | 'x' | 'linkedin' | 'facebook';

export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  whatsapp: 'WhatsApp',
  x: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;

export function shareUrls(url: string, title: string): Record<ShareNetwork, string> {
  return {
    // wa.me without a number lets the reader pick the chat; web-kit's whatsappUrl writes to OGulf instead.
    whatsapp: withQuery('https://wa.me/', { text: `${title} ${url}` }),
    x: withQuery('https://x.com/intent/post', { text: title, url }),
    linkedin: withQuery('https://www.linkedin.com/sharing/share-offsite/', { url }),
    facebook: withQuery('https://www.facebook.com/sharer/sharer.php', { u: url }),
  };
}
