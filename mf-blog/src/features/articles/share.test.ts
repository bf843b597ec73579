import { shareUrls } from './share';

describe('shareUrls', () => {
  it('builds each network share address with the article address encoded', () => {
    const urls = shareUrls('https://ogulf.qa/ergonomic-chairs', 'Chairs & desks: a guide');
    expect(urls.whatsapp).toBe(
      'https://wa.me/?text=Chairs+%26+desks%3A+a+guide+https%3A%2F%2Fogulf.qa%2Fergonomic-chairs',
    );
    expect(urls.x).toBe(
      'https://x.com/intent/post?text=Chairs+%26+desks%3A+a+guide&url=https%3A%2F%2Fogulf.qa%2Fergonomic-chairs',
    );
    expect(urls.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fogulf.qa%2Fergonomic-chairs',
    );
    expect(urls.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fogulf.qa%2Fergonomic-chairs',
    );
  });
});
