import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { imageUrl, Link, useHydrated } from '@ogulf/web-kit';
import { ChevronEndIcon, ChevronStartIcon } from '@ogulf/web-kit/icons';
import { localSlide, slideSrcSet, useHeroSlides, type HeroSlide } from '../../../data/get-hero-slides';
import { useCatalogLanguage } from '../../../i18n/use-catalog-language';
import {
  autoRotateAllowed,
  carouselReducer,
  initCarousel,
  isRotating,
  keyCommand,
  SLIDE_INTERVAL_MS,
} from './carousel-state';
import { HERO_IMAGE_SIZE, HERO_IMAGE_SIZES } from './hero-slides';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Rotation starts by itself unless the visitor asked for less motion or the shell rated the device low. */
function mayRotate(): boolean {
  if (typeof window === 'undefined') return false;
  return autoRotateAllowed({
    reducedMotion: window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    deviceTier: document.documentElement.dataset.deviceTier,
  });
}

const PauseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </svg>
);

/**
 * The hero's slides as the dashboard set them (`GET /api/hero-slides`). Until they arrive the
 * frame and the controls' row keep their place, so nothing below moves when they show.
 */
export function HeroCarousel() {
  const { t } = useCatalogLanguage();
  const reply = useHeroSlides();
  if (reply.status === 'success' && reply.data.length > 0)
    return <HeroSlides key={reply.data.map((slide) => slide.id).join()} slides={reply.data} />;
  // Nothing to show (every slide hidden): the column stays empty rather than holding a blank frame.
  if (reply.status === 'success') return null;
  return (
    <section
      className="hero-carousel"
      aria-label={t('home.hero.carouselLabel')}
      aria-busy={reply.status === 'loading'}
      data-testid="hero-carousel-loading"
    >
      <div className={`hero-carousel__frame${reply.status === 'loading' ? ' hero-carousel__frame--loading' : ''}`} />
      <div className="hero-carousel__controls hero-carousel__controls--placeholder" aria-hidden="true">
        <span className="hero-carousel__button" />
      </div>
    </section>
  );
}

/**
 * The hero's scenes (WAI-ARIA carousel pattern): advances every 5 s; pause/play button;
 * previous, next and dot buttons; arrow keys (mirrored in Arabic) while focus is inside; holds
 * still under the pointer, while keyboard focus is inside and while the tab is hidden; announces
 * slide changes only when they are not automatic. The first picture loads with high priority,
 * the other two only after it.
 */
function HeroSlides({ slides }: { slides: readonly HeroSlide[] }) {
  const { t, lang } = useCatalogLanguage();
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // Hydrating server HTML (rendered still, as the server cannot know the visitor's motion setting):
  // the first render matches it, and rotation starts right after when allowed.
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(carouselReducer, slides.length, (count) =>
    initCarousel(count, hydrated && mayRotate()),
  );
  const startsAfterHydration = useRef(!hydrated);
  useEffect(() => {
    if (startsAfterHydration.current && mayRotate()) dispatch({ type: 'toggle' });
  }, []);
  const [primed, setPrimed] = useState(false);
  // A server-rendered first picture may have loaded before hydration, when no onLoad listens yet.
  const firstImage = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (firstImage.current?.complete) setPrimed(true);
  }, []);
  const slidesId = useId();
  const rotating = isRotating(state);
  const count = state.count;

  // One timer per shown slide: a manual move restarts the 5 seconds.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  useEffect(() => {
    const onVisibility = () => dispatch({ type: 'visibility', hidden: document.visibilityState === 'hidden' });
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    const motion = window.matchMedia?.(REDUCED_MOTION);
    const onMotion = () => {
      if (motion?.matches) dispatch({ type: 'pause' });
    };
    motion?.addEventListener('change', onMotion);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      motion?.removeEventListener('change', onMotion);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const command = keyCommand(event.key, dir);
    if (!command) return;
    event.preventDefault();
    setPrimed(true);
    if (command === 'first') dispatch({ type: 'goTo', index: 0 });
    else if (command === 'last') dispatch({ type: 'goTo', index: count - 1 });
    else dispatch({ type: command });
  };

  // Keyboard focus holds the slides; a mouse click on a button does not (the pointer already does).
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) dispatch({ type: 'focus', value: true });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
      dispatch({ type: 'focus', value: false });
  };
  const onPointer = (value: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') dispatch({ type: 'hover', value });
  };

  const go = (action: { type: 'next' } | { type: 'prev' } | { type: 'goTo'; index: number }) => {
    setPrimed(true);
    dispatch(action);
  };

  return (
    <section
      className="hero-carousel"
      aria-roledescription={t('home.hero.carousel')}
      aria-label={t('home.hero.carouselLabel')}
      data-testid="hero-carousel"
      data-rotating={rotating}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
    >
      <div className="hero-carousel__frame" id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === state.index;
          const first = i === 0;
          const texts = localSlide(slide, lang);
          const rich = Boolean(texts.subtitle || texts.button);
          return (
            <div
              key={slide.id}
              className="hero-carousel__slide"
              role="group"
              aria-roledescription={t('home.hero.slide')}
              aria-label={t('home.hero.slideLabel', { n: i + 1, count })}
              aria-hidden={!active}
              data-active={active || undefined}
              data-testid="hero-slide"
            >
              {(first || primed || active) && (
                <img
                  ref={first ? firstImage : undefined}
                  className="hero-carousel__image"
                  src={imageUrl(slide.image, { width: 800 })}
                  srcSet={slideSrcSet(slide.image)}
                  sizes={HERO_IMAGE_SIZES}
                  width={HERO_IMAGE_SIZE.width}
                  height={HERO_IMAGE_SIZE.height}
                  alt={texts.alt}
                  fetchPriority={first ? 'high' : 'low'}
                  loading={first ? 'eager' : 'lazy'}
                  decoding={first ? 'auto' : 'async'}
                  onLoad={first ? () => setPrimed(true) : undefined}
                  onError={first ? () => setPrimed(true) : undefined}
                />
              )}
              <div className={`hero-carousel__caption${rich ? ' hero-carousel__caption--rich' : ''}`}>
                <p className="hero-carousel__title" data-testid="hero-slide-title">
                  {texts.title}
                </p>
                {texts.subtitle && <p className="hero-carousel__subtitle">{texts.subtitle}</p>}
                {texts.button &&
                  (texts.button.external ? (
                    <a
                      className="btn btn-accent btn-sm hero-carousel__cta"
                      href={texts.button.link}
                      rel="noopener"
                      tabIndex={active ? undefined : -1}
                    >
                      {texts.button.text}
                    </a>
                  ) : (
                    <Link
                      className="btn btn-accent btn-sm hero-carousel__cta"
                      to={texts.button.link}
                      tabIndex={active ? undefined : -1}
                    >
                      {texts.button.text}
                    </Link>
                  ))}
              </div>
            </div>
          );
        })}
      </div>

      <div className="hero-carousel__controls">
        <button
          type="button"
          className="hero-carousel__button"
          onClick={() => dispatch({ type: 'toggle' })}
          aria-label={state.playing ? t('home.hero.pause') : t('home.hero.play')}
          data-testid="hero-toggle"
        >
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className="hero-carousel__nav">
          <button
            type="button"
            className="hero-carousel__button"
            onClick={() => go({ type: 'prev' })}
            aria-controls={slidesId}
            aria-label={t('home.hero.previous')}
            data-testid="hero-prev"
          >
            <ChevronStartIcon size={20} className="flip-rtl" />
          </button>
          <div className="hero-carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero-carousel__dot"
                onClick={() => go({ type: 'goTo', index: i })}
                aria-controls={slidesId}
                aria-label={t('home.hero.goTo', { n: i + 1, count })}
                aria-current={i === state.index ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero-carousel__button"
            onClick={() => go({ type: 'next' })}
            aria-controls={slidesId}
            aria-label={t('home.hero.next')}
            data-testid="hero-next"
          >
            <ChevronEndIcon size={20} className="flip-rtl" />
          </button>
        </div>
      </div>
    </section>
  );
}
