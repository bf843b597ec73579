import mongoose, { Schema, type Types } from 'mongoose';

export interface ArticleAuthor {
  name: string;
  /** Job title, e.g. "Workplace Design Consultant". */
  title: string;
  bio: string;
  /** The Arabic name, job title and bio, shown on Arabic pages when present. */
  nameAr?: string;
  titleAr?: string;
  bioAr?: string;
}

/**
 * A blog article as stored. Bodies (`content`, `contentAr`) are the Markdown subset the blog
 * renders: paragraphs separated by a blank line, `## ` and `### ` headings, `- ` bullet lines
 * and `**bold**`; nothing else. Arabic fields are optional translations of the English ones.
 */
export interface ArticleFields {
  title: string;
  titleAr?: string;
  slug: string;
  excerpt: string;
  excerptAr?: string;
  content: string;
  contentAr?: string;
  publishDate: Date;
  author: ArticleAuthor;
  /** Lowercase, hyphenated tags (`office-chairs`, `qatar`). */
  tags: string[];
  /** Minutes. */
  readTime: number;
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
  /** Site path of the cover image, e.g. `/assets/images/blog/<slug>.svg`. */
  featuredImage: string;
  imageAlt: string;
  imageAltAr?: string;
}

/** A stored article read with `.lean()`; its public `id` is `String(_id)`. */
export interface ArticleRecord extends ArticleFields {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const authorSchema = new Schema<ArticleAuthor>(
  {
    name: { type: String, required: true, trim: true },
    title: { type: String, required: true, trim: true },
    bio: { type: String, required: true, trim: true },
    nameAr: { type: String, trim: true },
    titleAr: { type: String, trim: true },
    bioAr: { type: String, trim: true },
  },
  { _id: false },
);

const articleSchema = new Schema<ArticleFields>(
  {
    title: { type: String, required: true, trim: true },
    titleAr: { type: String, trim: true },
    slug: { type: String, required: true, unique: true },
    excerpt: { type: String, required: true },
    excerptAr: { type: String },
    content: { type: String, required: true },
    contentAr: { type: String },
    publishDate: { type: Date, required: true, index: true },
    author: { type: authorSchema, required: true },
    tags: { type: [String], default: [], index: true },
    readTime: { type: Number, required: true, min: 1 },
    featured: { type: Boolean, default: false },
    seoTitle: { type: String, required: true },
    seoDescription: { type: String, required: true },
    keywords: { type: [String], default: [] },
    featuredImage: { type: String, required: true },
    imageAlt: { type: String, required: true },
    imageAltAr: { type: String },
  },
  { timestamps: true, collection: 'articles' },
);

export const Article = mongoose.model<ArticleFields>('Article', articleSchema);
