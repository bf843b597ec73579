import { COMPANY } from '@ogulf/web-kit';

/** The company's phone number as a `tel:` link, kept left to right inside Arabic text. */
export function PhoneLink({ className }: { className: string }) {
  return (
    <a href={COMPANY.phoneHref} className={className}>
      <span className="ltr" dir="ltr">
        {COMPANY.phone}
      </span>
    </a>
  );
}
