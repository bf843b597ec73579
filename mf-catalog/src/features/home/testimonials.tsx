import type { Language } from '@ogulf/web-kit';
import { localTestimonial, starCount, useTestimonials, type Testimonial } from '../../data/get-testimonials';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { HomeSection } from './home-section';
import './testimonials.css';

const SKELETON_COUNT = 3;
const MAX_SHOWN = 6;

/** One or two letters for the avatar: first letters of the name's first two words, titles such as "Dr." left out; one for Arabic script. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !word.endsWith('.'));
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  if (letters.some((letter) => /[\u0600-\u06FF]/.test(letter))) return letters[0] ?? '';
  return letters.join('').toUpperCase();
}

const Star = ({ filled }: { filled: boolean }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    className={filled ? 'stars__star stars__star--on' : 'stars__star'}
  >
    <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
  </svg>
);

function TestimonialCard({
  item,
  lang,
  t,
}: {
  item: Testimonial;
  lang: Language;
  t: ReturnType<typeof useCatalogLanguage>['t'];
}) {
  const { name, company, text } = localTestimonial(item, lang);
  const stars = starCount(item.rating);
  return (
    <figure className="testimonial" data-testid="testimonial">
      <span className="stars" role="img" aria-label={t('home.testimonials.rated', { rating: stars })}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} filled={i < stars} />
        ))}
      </span>
      <blockquote className="testimonial__quote">
        <p>{text}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          <cite className="testimonial__name">{name}</cite>
          <span className="testimonial__company">{company}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** What customers say: name, company or role, their words and a star rating; hidden when there are none. */
export function Testimonials() {
  const { t, lang } = useCatalogLanguage();
  const reply = useTestimonials();
  const items = reply.status === 'success' ? reply.data.slice(0, MAX_SHOWN) : [];
  if (reply.status === 'success' && items.length === 0) return null;
  const loading = reply.status === 'loading';

  return (
    <HomeSection texts="testimonials" name="testimonials" className="testimonials" reply={reply}>
      <ul className="testimonials__grid" role="list">
        {loading
          ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <li key={i}>
                <div className="testimonial testimonial--skeleton" aria-hidden="true">
                  <span className="skeleton skeleton-text testimonial__skeleton-line" style={{ inlineSize: '40%' }} />
                  <span className="skeleton skeleton-text testimonial__skeleton-line" />
                  <span className="skeleton skeleton-text testimonial__skeleton-line" />
                  <span className="skeleton skeleton-text testimonial__skeleton-line" style={{ inlineSize: '70%' }} />
                </div>
              </li>
            ))
          : items.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} lang={lang} t={t} />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
