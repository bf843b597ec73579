export type {
  AdminArticleSummary,
  AdminArticleView,
  AdminHeroSlideView as AdminHeroSlide,
  ArticleStatus,
  ArticleTag,
} from '@ogulf/contracts';
export { ARTICLE_STATUSES, ARTICLE_TAGS, CONTENT_LIMITS } from '@ogulf/contracts';
