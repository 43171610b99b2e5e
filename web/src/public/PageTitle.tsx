import { useTranslation } from 'react-i18next';

/** The page's main heading, from the catalogue key pages.<key>. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>;
}
