import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from '../components/Toaster';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { ProgrammeBanner } from './chrome/ProgrammeBanner';
import { TopBar } from './chrome/TopBar';
import { PlayerBar } from './player/PlayerBar';

/** Public chrome around every public page; the player bar lives here so audio survives route changes. */
export default function PublicLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    // Keyboard focus and scrolled-to anchors must not end up hidden under the fixed player bar (WCAG 2.4.11).
    const html = document.documentElement;
    html.style.scrollPaddingBottom = '8rem';
    return () => {
      html.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('chrome.skip')}
      </a>
      {/* Each boundary hydrates (and commits) on its own, so the prerendered home page never hydrates in one long task. */}
      <Suspense>
        <TopBar />
        <Header />
        <ProgrammeBanner />
      </Suspense>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <PlayerBar />
      </Suspense>
      <Toaster />
    </div>
  );
}
