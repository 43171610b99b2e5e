import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-gray-700">{t('notFound.text')}</p>
      <Link to="/" className="mt-6 inline-block underline">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
