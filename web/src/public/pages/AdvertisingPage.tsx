import { useTranslation } from 'react-i18next';
import { AdvertisingInfo } from '../advertising/AdvertisingInfo';
import { ContactForm } from '../advertising/ContactForm';
import { useScrollToHash } from '../content-ui/useScrollToHash';

export default function AdvertisingPage() {
  const { t } = useTranslation();
  useScrollToHash();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('advertising.title')}</h1>
        <p className="mt-2 text-lg text-gray-700">{t('advertising.subtitle')}</p>
      </header>
      <AdvertisingInfo />
      <section
        id="contact-form"
        aria-labelledby="contact-form-title"
        className="scroll-mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:p-6"
      >
        <h2 id="contact-form-title" className="mb-2 text-xl font-bold text-gray-900">
          {t('contact.title')}
        </h2>
        <ContactForm />
      </section>
    </div>
  );
}
