/** The spec's SEO rules live in `@ogulf/contracts` (`seo-text.ts`), so the dashboard shows live what the API stores. */
export {
  SEO_DESCRIPTION_CUT,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
  SEO_TITLE_TRUNCATED_MAX,
  seoDescription,
  seoKeywords,
  seoTitle,
} from '@ogulf/contracts';
