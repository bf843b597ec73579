import { blogHref, parseBlogSearch } from './blog-query';

describe('parseBlogSearch', () => {
  it('reads the tag and page from the query string', () => {
    expect(parseBlogSearch('?tag=ergonomics&page=2')).toEqual({ tag: 'ergonomics', page: 2 });
    expect(parseBlogSearch('tag=office%20design')).toEqual({ tag: 'office design', page: 1 });
  });

  it('falls back to page 1 without a tag for missing or malformed values', () => {
    expect(parseBlogSearch('')).toEqual({ page: 1 });
    expect(parseBlogSearch('?page=abc&tag=')).toEqual({ page: 1 });
    expect(parseBlogSearch('?page=0')).toEqual({ page: 1 });
    expect(parseBlogSearch('?page=-3')).toEqual({ page: 1 });
    expect(parseBlogSearch('?page=99999999')).toEqual({ page: 1 });
  });
});

describe('blogHref', () => {
  it('leaves out page 1 and an empty tag', () => {
    expect(blogHref({})).toBe('/blog');
    expect(blogHref({ page: 1 })).toBe('/blog');
    expect(blogHref({ tag: 'ergonomics' })).toBe('/blog?tag=ergonomics');
    expect(blogHref({ tag: 'it & printers', page: 3 })).toBe('/blog?tag=it+%26+printers&page=3');
  });

  it('round-trips through parseBlogSearch', () => {
    const href = blogHref({ tag: 'a b&c', page: 4 });
    expect(parseBlogSearch(href.slice(href.indexOf('?')))).toEqual({ tag: 'a b&c', page: 4 });
  });
});
