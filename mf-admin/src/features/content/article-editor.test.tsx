/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import ArticleEditor from './article-editor';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());
const field = (name: string) => screen.getByRole('textbox', { name });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const existing = [{ id: 'other', slug: 'office-chairs-guide', title: 'Office Chairs Guide', status: 'published' }];

function answer() {
  return stubFetch((request) => (request.method === 'GET' ? ok(existing) : ok({ id: 'new', slug: 'x' })));
}

describe('article editor', () => {
  it('fills the slug from the title and says at once when another article has it', async () => {
    server = answer();
    const user = userEvent.setup();
    await renderInLanguage(<ArticleEditor id={null} />);
    await user.type(field('Title'), 'Office Chairs Guide');
    const slug = field('Slug');
    expect((slug as HTMLInputElement).value).toBe('office-chairs-guide');
    await waitFor(() => expect(describedText(slug)).toContain('Another article already has this address'));
    await user.clear(slug);
    await user.type(slug, 'office-chairs-guide-2026');
    expect(describedText(slug)).not.toContain('Another article');
  });

  it('counts the SEO title as it is typed and flags it past 60 characters', async () => {
    server = answer();
    const user = userEvent.setup();
    await renderInLanguage(<ArticleEditor id={null} />);
    const seoTitle = field('SEO title');
    await user.type(seoTitle, 'Ergonomic chairs');
    expect(describedText(seoTitle)).toContain('16 of 60 characters');
    await user.paste(' for every office in Doha, Lusail and Al Wakrah');
    expect(seoTitle.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(seoTitle)).toContain('3 characters too many: at most 60.');
  });

  it('previews the body as the blog renders it, in the language it is written in', async () => {
    server = answer();
    const user = userEvent.setup();
    await renderInLanguage(<ArticleEditor id={null} />, 'ar');
    const body = field('النص');
    await user.type(body, '## لماذا الوقوف{Enter}{Enter}- رفع بمحرك');
    await user.click(screen.getAllByRole('button', { name: 'عرض المعاينة' })[1]!);
    const preview = document.querySelector<HTMLElement>('[data-testid$="contentAr-preview"]')!;
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(preview.querySelector('h2')?.textContent).toBe('لماذا الوقوف');
    expect(preview.querySelector('li')?.textContent).toBe('رفع بمحرك');
  });

  it('sends a scheduled article with its Qatar time and nothing when a required field is missing', async () => {
    server = answer();
    const user = userEvent.setup();
    await renderInLanguage(<ArticleEditor id={null} />);
    await user.type(field('Title'), 'Choosing Filing Cabinets');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(field('Excerpt').getAttribute('aria-invalid')).toBe('true'));
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);

    // Pasted, as long texts usually are (typing them key by key only slows the test).
    const paste = async (name: string, text: string) => {
      await user.click(field(name));
      await user.paste(text);
    };
    await paste('Excerpt', 'Steel or wood, lateral or vertical: what lasts in a busy office.');
    await paste('Body', 'Filing cabinets take more floor space than people expect, so plan them with the desks.');
    await user.click(screen.getByRole('checkbox', { name: 'Storage' }));
    await paste('Author', 'Yousef Khalil');
    await paste("Author's role", 'Fit-Out Project Manager');
    await user.click(screen.getByRole('radio', { name: /^Scheduled/ }));
    const when = screen.getByLabelText('Publish on');
    await user.type(when, '2030-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = server.requests.find((request) => request.method === 'POST')!;
    expect(sent.path).toBe('/api/admin/articles');
    expect(sent.body).toMatchObject({
      title: 'Choosing Filing Cabinets',
      slug: 'choosing-filing-cabinets',
      tags: ['storage'],
      published: true,
      publishDate: '2030-01-15T09:30:00+03:00',
      author: { name: 'Yousef Khalil', title: 'Fit-Out Project Manager', bio: '' },
    });
  });
});
