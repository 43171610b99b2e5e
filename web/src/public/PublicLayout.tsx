import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { STATION } from '../../../shared/constants';
import { Toaster } from '../components/Toaster';

/** Public chrome around every public page; the player bar lives here so audio survives route changes. */
export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen flex flex-col">
      <header className="bg-brand text-white px-4 py-3">
        <Link to="/" className="font-bold">
          {STATION.name} {STATION.frequencyMHz} FM
        </Link>
        <nav aria-label={t('nav.home')} className="mt-2 flex flex-wrap gap-3 text-sm">
          <Link to="/music">{t('nav.music')}</Link>
          <Link to="/gallery">{t('nav.gallery')}</Link>
          <Link to="/schedule">{t('nav.schedule')}</Link>
          <Link to="/live">{t('nav.live')}</Link>
        </nav>
      </header>
      <main className="flex-1 p-4">
        <Outlet />
      </main>
      <Toaster />
      <footer className="p-4 text-sm text-gray-700">
        © {new Date().getFullYear()} {STATION.name}
      </footer>
    </div>
  );
}
