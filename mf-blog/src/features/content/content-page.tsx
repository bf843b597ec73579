/**
 * Renders one information page from its data in the current language: hero, optional
 * table of contents, sections, and a side panel with a call to action and contacts.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ZoneDeliverySettingsView } from '@ogulf/contracts';
import {
  apiQuery,
  COMPANY,
  formatPhone,
  Link,
  useApiQuery,
  usePageTitle,
  whatsappUrl,
  type Language,
  useTranslation,
} from '@ogulf/web-kit';
import { splitLtrRuns } from './bidi';
import { hoursTable, SHOWROOM_MAP_URL } from './content-facts';
import { CONTENT_LABELS } from './content-labels';
import type { ContentLink, ContentPageData, ContentSection, ContentTable, LocalizedPage } from './content-types';
import { ZONE_SETTINGS_PATH, zonesTable, zoneTexts } from './delivery-zones';
import './content.css';

const LanguageContext = createContext<Language>('en');

/** Text that keeps numbers, times, phones and Latin words left-to-right inside Arabic. */
function Text({ children }: { children: string }) {
  const lang = useContext(LanguageContext);
  if (lang !== 'ar') return <>{children}</>;
  return (
    <>
      {splitLtrRuns(children).map((run, index) =>
        run.ltr ? (
          <span key={index} dir="ltr">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

function useLabels() {
  return CONTENT_LABELS[useContext(LanguageContext)];
}

/** "+974 5512 3456" from the bare WhatsApp number. */
const whatsappDisplay = formatPhone(COMPANY.whatsapp);

function formatDate(iso: string, lang: Language): string {
  const locale = lang === 'ar' ? 'ar-QA-u-ca-gregory-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** An internal path goes through the router; `tel:`/`mailto:` stay plain; web links open in a new tab. */
function ContentAnchor({ link, className, children }: { link: ContentLink; className?: string; children?: ReactNode }) {
  const labels = useLabels();
  const content = children ?? <Text>{link.label}</Text>;
  if (link.to.startsWith('/')) {
    return (
      <Link to={link.to} className={className}>
        {content}
      </Link>
    );
  }
  const external = /^https?:/.test(link.to);
  return (
    <a href={link.to} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
      {external && <span className="visually-hidden"> ({labels.opensInNewTab})</span>}
    </a>
  );
}

function DataTable({ table, id }: { table: ContentTable; id: string }) {
  const captionId = `${id}-caption`;
  return (
    // Focusable so keyboard users can scroll a wide table; on phones 3+ columns stack as cards.
    <div
      className={`content-table${table.columns.length >= 3 ? ' content-table--stack' : ''}`}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table>
        <caption id={captionId}>
          <Text>{table.caption}</Text>
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                <Text>{column}</Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([header = '', ...cells]) => (
            <tr key={header}>
              <th scope="row">
                <Text>{header}</Text>
              </th>
              {cells.map((cell, index) => (
                // The column's name, shown before the value where a phone stacks the row as a card.
                <td key={index} data-label={table.columns[index + 1] ?? ''}>
                  <span>
                    <Text>{cell}</Text>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The delivery zones as checkout offers them (the admin's edits included), with loading and failure states. */
function DeliveryZones({ id }: { id: string }) {
  const lang = useContext(LanguageContext);
  const text = zoneTexts(lang);
  const reply = useApiQuery(apiQuery<ZoneDeliverySettingsView>(ZONE_SETTINGS_PATH));
  if (reply.status === 'loading')
    return (
      <p className="content-zones__status" role="status" data-testid="delivery-zones-loading">
        {text.loading}
      </p>
    );
  if (reply.status === 'error')
    return (
      <div className="content-zones__status" role="alert" data-testid="delivery-zones-error">
        <p>{text.failed}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={reply.reload}>
          {text.retry}
        </button>
      </div>
    );
  if (reply.data.zones.length === 0) return <p className="content-zones__status">{text.empty}</p>;
  return (
    <div data-testid="delivery-zones">
      <DataTable table={zonesTable(reply.data.zones, lang)} id={id} />
    </div>
  );
}

function ContactMethods() {
  const lang = useContext(LanguageContext);
  const labels = useLabels();
  const methods = labels.contactMethods;
  return (
    <ul className="content-contacts" role="list">
      <li className="content-contacts__item stack">
        <h3>{methods.phone.title}</h3>
        <p>{methods.phone.text}</p>
        <a href={COMPANY.phoneHref} className="content-contacts__action" dir="ltr">
          {COMPANY.phone}
        </a>
      </li>
      <li className="content-contacts__item stack">
        <h3>{methods.whatsapp.title}</h3>
        <p>{methods.whatsapp.text}</p>
        <ContentAnchor
          link={{ label: labels.whatsapp, to: whatsappUrl(labels.whatsappMessage) }}
          className="content-contacts__action"
        >
          <span dir="ltr">{whatsappDisplay}</span>
        </ContentAnchor>
      </li>
      <li className="content-contacts__item stack">
        <h3>{methods.email.title}</h3>
        <p>{methods.email.text}</p>
        <a href={`mailto:${COMPANY.email}`} className="content-contacts__action" dir="ltr">
          {COMPANY.email}
        </a>
      </li>
      <li className="content-contacts__item stack">
        <h3>{methods.showroom.title}</h3>
        <p>{methods.showroom.text}</p>
        <address className="content-contacts__address">{lang === 'ar' ? COMPANY.addressAr : COMPANY.address}</address>
        <ContentAnchor link={{ label: labels.directions, to: SHOWROOM_MAP_URL }} className="content-contacts__action" />
      </li>
    </ul>
  );
}

function Section({ section }: { section: ContentSection }) {
  const lang = useContext(LanguageContext);
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Text>{section.heading}</Text>
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>
          <Text>{paragraph}</Text>
        </p>
      ))}
      {section.stats && (
        <ul className="content-stats" role="list">
          {section.stats.map((stat) => (
            <li key={stat.label}>
              <strong dir="ltr">{stat.value}</strong>
              <span>
                <Text>{stat.label}</Text>
              </span>
            </li>
          ))}
        </ul>
      )}
      {section.cards && (
        <ul className="content-cards" role="list">
          {section.cards.map((card) => (
            <li key={card.title} className="content-card">
              <h3>
                <Text>{card.title}</Text>
              </h3>
              <p>
                <Text>{card.text}</Text>
              </p>
            </li>
          ))}
        </ul>
      )}
      {section.timeline && (
        <ol className="content-timeline" role="list">
          {section.timeline.map((entry) => (
            <li key={entry.year} className="content-timeline__item">
              <span className="content-timeline__year">
                <Text>{entry.year}</Text>
              </span>
              <h3>
                <Text>{entry.title}</Text>
              </h3>
              <p>
                <Text>{entry.text}</Text>
              </p>
            </li>
          ))}
        </ol>
      )}
      {section.list && (
        <ul className="content-list">
          {section.list.map((item) => (
            <li key={item}>
              <Text>{item}</Text>
            </li>
          ))}
        </ul>
      )}
      {section.steps && (
        <ol className="content-steps" role="list">
          {section.steps.map((step) => (
            <li key={step}>
              <Text>{step}</Text>
            </li>
          ))}
        </ol>
      )}
      {section.table && <DataTable table={section.table} id={`${section.id}-table`} />}
      {section.hours && <DataTable table={hoursTable(lang)} id={`${section.id}-hours`} />}
      {section.zones && <DeliveryZones id={`${section.id}-zones`} />}
      {section.contacts && <ContactMethods />}
      {section.faq && (
        <div className="content-faq">
          {section.faq.map((entry) => (
            <details key={entry.question} className="content-faq__item">
              <summary>
                <Text>{entry.question}</Text>
              </summary>
              <div className="content-faq__answer">
                {entry.answers.map((answer) => (
                  <p key={answer}>
                    <Text>{answer}</Text>
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      {section.notes?.map((note) => (
        <p key={note} className="content-note">
          <Text>{note}</Text>
        </p>
      ))}
      {section.links && (
        <ul className="content-links" role="list">
          {section.links.map((link) => (
            <li key={link.to}>
              <ContentAnchor link={link} className="content-links__link" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TableOfContents({ page }: { page: ContentPageData }) {
  const labels = useLabels();
  return (
    <nav className="content-toc" aria-labelledby="content-toc-heading">
      <h2 id="content-toc-heading">{labels.onThisPage}</h2>
      <ol>
        {page.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              <Text>{section.heading}</Text>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Aside({ page }: { page: ContentPageData }) {
  const lang = useContext(LanguageContext);
  const labels = useLabels();
  const hours = hoursTable(lang);
  return (
    <aside className="content-aside" aria-labelledby="content-cta-heading">
      <div className="content-aside__cta">
        <h2 id="content-cta-heading">
          <Text>{page.cta.heading}</Text>
        </h2>
        <p>
          <Text>{page.cta.text}</Text>
        </p>
        <ContentAnchor link={page.cta.action} className="btn btn-accent content-aside__button" />
      </div>
      <div className="content-aside__contact">
        <h3>{labels.contactHeading}</h3>
        <ul role="list">
          <li>
            <a href={COMPANY.phoneHref}>
              {labels.call}: <span dir="ltr">{COMPANY.phone}</span>
            </a>
          </li>
          <li>
            <ContentAnchor link={{ label: labels.whatsapp, to: whatsappUrl(labels.whatsappMessage) }} />
          </li>
          <li>
            <a href={`mailto:${COMPANY.email}`}>
              <span dir="ltr">{COMPANY.email}</span>
            </a>
          </li>
        </ul>
        <p className="content-aside__hours-title">{hours.caption}</p>
        <dl className="content-aside__hours">
          {hours.rows.map(([day = '', time = '']) => (
            <div key={day}>
              <dt>{day}</dt>
              <dd>
                <Text>{time}</Text>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}

/** Scrolls to `#section` once the page has rendered (the remote renders after the browser's own jump). */
function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/** One information page, in the current language; re-renders when the language changes. */
export function ContentPage({ page: localized }: { page: LocalizedPage }) {
  const { i18n } = useTranslation('blog');
  const lang: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const page = localized[lang];
  const labels = CONTENT_LABELS[lang];
  usePageTitle(page.title);
  useScrollToHash();

  return (
    <LanguageContext.Provider value={lang}>
      <article className="content-page" data-testid="content-page" aria-labelledby="content-title">
        <header className="content-hero">
          <div className="container content-hero__inner">
            <nav aria-label={labels.breadcrumb} className="content-breadcrumb">
              <ol role="list">
                <li>
                  <Link to="/">{labels.home}</Link>
                </li>
                <li aria-current="page">
                  <Text>{page.title}</Text>
                </li>
              </ol>
            </nav>
            <h1 id="content-title" className="heading-rule">
              <Text>{page.title}</Text>
            </h1>
            <p className="content-hero__intro">
              <Text>{page.intro}</Text>
            </p>
            {page.updated && (
              <p className="content-hero__updated">
                {labels.lastUpdated}:{' '}
                <time dateTime={page.updated}>
                  <Text>{formatDate(page.updated, lang)}</Text>
                </time>
              </p>
            )}
          </div>
        </header>
        <div className={`container content-layout${page.toc ? ' content-layout--toc' : ''}`}>
          {page.toc && <TableOfContents page={page} />}
          <div className="content-body">
            {page.sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </div>
          <Aside page={page} />
        </div>
      </article>
    </LanguageContext.Provider>
  );
}
