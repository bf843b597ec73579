import { useState } from 'react';
import { apiErrorMessage, imageUrl, notify } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { SectionHeader } from '../../shared/section-header';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { deleteHeroSlide } from './delete-hero-slide';
import { useAdminHeroSlides } from './get-admin-hero-slides';
import { HeroSlideDialog } from './hero-slide-dialog';
import { moveId, reorderHeroSlides } from './reorder-hero-slides';
import { toggleHeroSlide } from './toggle-hero-slide';
import type { AdminHeroSlide } from './types';
import './content-texts';
import './content.css';
import { RowButton } from '../../shared/row-button';

/** `/admin/content/hero`: the home page's slides in their order; add, edit, move, show or hide, delete. */
export default function HeroSlidesSection() {
  const { t, pick } = useAdminLanguage();
  const reply = useAdminHeroSlides();
  const [editing, setEditing] = useState<AdminHeroSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminHeroSlide | null>(null);
  const [busy, setBusy] = useState(false);
  const slides = reply.status === 'success' && Array.isArray(reply.data) ? reply.data : [];

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify.success(done);
      reply.reload();
    } catch (error) {
      notify.error(apiErrorMessage(error, t('errors.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  const move = (index: number, step: -1 | 1) =>
    void run(
      () =>
        reorderHeroSlides(
          moveId(
            slides.map((slide) => slide.id),
            index,
            step,
          ),
        ),
      t('content.hero.moved'),
    );

  return (
    <>
      <SectionHeader
        title={t('content.hero.title')}
        intro={t('content.hero.intro')}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing('new')}
            data-testid="hero-slide-new"
          >
            {t('content.hero.new')}
          </button>
        }
      />
      {reply.status === 'loading' && <LoadingPanel />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && slides.length === 0 && <EmptyPanel message={t('content.hero.empty')} />}
      {slides.length > 0 && (
        <ol className="adm-slides" data-testid="hero-slide-list">
          {slides.map((slide, index) => {
            const title = pick(slide.title, slide.titleAr);
            const subtitle = pick(slide.subtitle, slide.subtitleAr);
            const button = pick(slide.buttonText, slide.buttonTextAr);
            return (
              <li
                key={slide.id}
                className={`adm-card adm-slide${slide.visible ? '' : ' is-inactive'}`}
                data-testid="hero-slide-item"
              >
                <img
                  className="adm-slide__image"
                  src={imageUrl(slide.image, { width: 320 })}
                  alt={pick(slide.imageAlt, slide.imageAltAr)}
                  width={160}
                  height={100}
                  loading="lazy"
                />
                <div className="adm-slide__text">
                  <p className="adm-muted adm-slide__position">
                    {t('content.hero.position', { n: index + 1, count: slides.length })}
                  </p>
                  <h2 className="adm-slide__title" dir="auto">
                    {title}
                  </h2>
                  {subtitle && (
                    <p className="adm-muted" dir="auto">
                      {subtitle}
                    </p>
                  )}
                  <p className="adm-muted adm-slide__button">
                    {button && slide.link ? (
                      <>
                        {t('content.hero.button')}: <span dir="auto">{button}</span> → <bdi dir="ltr">{slide.link}</bdi>
                      </>
                    ) : (
                      t('content.hero.noButton')
                    )}
                  </p>
                </div>
                <div className="split-row adm-slide__actions">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={slide.visible}
                    className="adm-switch"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => toggleHeroSlide(slide.id),
                        slide.visible ? t('content.hero.hidden') : t('content.hero.shown'),
                      )
                    }
                  >
                    <span className="adm-switch__track" aria-hidden="true" />
                    <span>{slide.visible ? t('content.hero.visible') : t('common.hidden')}</span>
                    <span className="visually-hidden">: {t('content.hero.toggleLabel', { title })}</span>
                  </button>
                  <span className="adm-row-actions">
                    <RowButton
                      tone="ghost"
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                      name={t('content.hero.moveUpNamed', { title })}
                    >
                      <span aria-hidden="true">↑</span> {t('content.hero.moveUp')}
                    </RowButton>
                    <RowButton
                      tone="ghost"
                      disabled={busy || index === slides.length - 1}
                      onClick={() => move(index, 1)}
                      name={t('content.hero.moveDownNamed', { title })}
                    >
                      <span aria-hidden="true">↓</span> {t('content.hero.moveDown')}
                    </RowButton>
                    <RowButton
                      tone="outline"
                      onClick={() => setEditing(slide)}
                      name={t('common.editNamed', { name: title })}
                    >
                      {t('common.edit')}
                    </RowButton>
                    <RowButton
                      tone="danger"
                      onClick={() => setDeleting(slide)}
                      name={t('common.deleteNamed', { name: title })}
                    >
                      {t('common.delete')}
                    </RowButton>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <HeroSlideDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reply.reload();
        }}
      />
      <ConfirmDialog
        subject={deleting ? t('content.hero.subject', { title: pick(deleting.title, deleting.titleAr) }) : null}
        onClose={() => setDeleting(null)}
        doneMessage={t('content.hero.deleted')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteHeroSlide(deleting.id);
          reply.reload();
        }}
      />
    </>
  );
}
