import { useState } from 'react';
import { apiErrorMessage, notify } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { SectionHeader } from '../../shared/section-header';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { deleteTestimonial } from './delete-testimonial';
import { useAdminTestimonials } from './get-admin-testimonials';
import { TestimonialDialog } from './testimonial-dialog';
import { toggleTestimonial } from './toggle-testimonial';
import type { AdminTestimonial } from './types';

/** `/admin/testimonials`: every testimonial; show or hide each on the home page, add, edit, delete. */
export default function TestimonialsSection() {
  const { t, pick } = useAdminLanguage();
  const reply = useAdminTestimonials();
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  // The toggle's answer shows at once; the list is reloaded behind it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [toggling, setToggling] = useState<string | null>(null);
  const testimonials =
    reply.status === 'success' && Array.isArray(reply.data) ? [...reply.data].sort((a, b) => a.order - b.order) : [];

  async function toggle(testimonial: AdminTestimonial) {
    setToggling(testimonial.id);
    try {
      const updated = await toggleTestimonial(testimonial.id);
      setToggled((current) => ({ ...current, [testimonial.id]: updated.active }));
      notify.success(updated.active ? t('testimonials.shown') : t('testimonials.hidden'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t('errors.saveFailed')));
    } finally {
      setToggling(null);
    }
  }

  return (
    <>
      <SectionHeader
        title={t('testimonials.title')}
        intro={t('testimonials.intro')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('testimonials.new')}
          </button>
        }
      />
      {reply.status === 'loading' && <LoadingPanel />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && testimonials.length === 0 && <EmptyPanel message={t('testimonials.empty')} />}
      {testimonials.length > 0 && (
        <ul className="adm-testimonials" role="list" data-testid="testimonial-list">
          {testimonials.map((testimonial) => {
            const active = toggled[testimonial.id] ?? testimonial.active;
            return (
              <li
                key={testimonial.id}
                className={`adm-card adm-testimonial${active ? '' : ' is-inactive'}`}
                data-testid="testimonial"
              >
                <div className="adm-testimonial__head">
                  <div>
                    <h2 className="adm-testimonial__name">{pick(testimonial.name, testimonial.nameAr)}</h2>
                    {(testimonial.company || testimonial.companyAr) && (
                      <p className="adm-muted">{pick(testimonial.company, testimonial.companyAr)}</p>
                    )}
                  </div>
                  <p
                    className="adm-stars"
                    role="img"
                    aria-label={t('testimonials.stars', { count: testimonial.rating })}
                  >
                    <span aria-hidden="true">
                      {'★'.repeat(testimonial.rating)}
                      {'☆'.repeat(Math.max(0, 5 - testimonial.rating))}
                    </span>
                  </p>
                </div>
                <blockquote lang="en" dir="ltr" className="adm-testimonial__text">
                  {testimonial.text}
                </blockquote>
                {testimonial.textAr && (
                  <blockquote lang="ar" dir="rtl" className="adm-testimonial__text">
                    {testimonial.textAr}
                  </blockquote>
                )}
                <div className="split-row adm-testimonial__foot">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={active}
                    className="adm-switch"
                    disabled={toggling === testimonial.id}
                    onClick={() => void toggle(testimonial)}
                  >
                    {/* Named by the state it shows, then what it switches (label in name, WCAG 2.5.3). */}
                    <span className="adm-switch__track" aria-hidden="true" />
                    <span>{active ? t('testimonials.visible') : t('common.hidden')}</span>
                    <span className="visually-hidden">
                      : {t('testimonials.toggleLabel', { name: testimonial.name })}
                    </span>
                  </button>
                  <span className="adm-row-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => setEditing({ ...testimonial, active })}
                      aria-label={t('common.editNamed', { name: testimonial.name })}
                    >
                      {t('common.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm adm-text-danger"
                      onClick={() => setDeleting(testimonial)}
                      aria-label={t('common.deleteNamed', { name: testimonial.name })}
                    >
                      {t('common.delete')}
                    </button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <TestimonialDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setToggled({});
          reply.reload();
        }}
      />
      <ConfirmDialog
        subject={deleting ? t('testimonials.subject', { name: pick(deleting.name, deleting.nameAr) }) : null}
        onClose={() => setDeleting(null)}
        doneMessage={t('common.deleted')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTestimonial(deleting.id);
          reply.reload();
        }}
      />
    </>
  );
}
