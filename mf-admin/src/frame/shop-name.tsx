import { COMPANY } from '@ogulf/web-kit';
import { useAdminLanguage } from '../shared/use-admin-language';

/** The shop's name as the dashboard's heading shows it, with what this area is under it. */
export function ShopName({ area }: { area: string }) {
  const { lang } = useAdminLanguage();
  return (
    <span className="adm-brand">
      <span className="adm-brand__mark" aria-hidden="true">
        O
      </span>
      <span className="adm-brand__text">
        <span className="adm-brand__name">{lang === 'ar' ? COMPANY.nameAr : COMPANY.name}</span>
        <span className="adm-brand__area">{area}</span>
      </span>
    </span>
  );
}
