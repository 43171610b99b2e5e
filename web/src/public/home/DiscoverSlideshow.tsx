import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { SLIDES } from './slides';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** Photo slideshow: advances every 5 s, previous/next/dots, wraps; pauses while hovered or focused, and with reduced motion. */
export function DiscoverSlideshow() {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = SLIDES.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  useEffect(() => {
    // Reduced motion: no automatic movement; the buttons and dots still change the photo.
    if (paused || reduced) return;
    // Restarting the timer on every change gives a manually chosen slide its full 5 s.
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), TIMERS.slideshowMs);
    return () => clearTimeout(id);
  }, [index, paused, count, reduced]);

  const slide = SLIDES[index]!;
  return (
    <section
      aria-labelledby="discover-heading"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id="discover-heading" className="text-2xl font-bold">
        {t('home.discover.title')}
      </h2>
      <div className="relative mx-auto mt-4 max-w-4xl overflow-hidden rounded-xl bg-gray-200">
        <figure
          aria-roledescription="slide"
          aria-label={t('home.discover.position', { current: index + 1, total: count })}
        >
          <img
            key={slide.id}
            src={slide.url}
            alt={t(`home.slides.${slide.id}.alt`)}
            width={800}
            height={400}
            loading="lazy"
            className="aspect-[2/1] w-full object-cover"
          />
          <figcaption
            className="absolute inset-x-0 bottom-0 bg-black/60 px-4 py-3 text-white"
            aria-live={paused ? 'polite' : 'off'}
          >
            {t(`home.slides.${slide.id}.caption`)}
          </figcaption>
        </figure>
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label={t('home.discover.previous')}
          className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label={t('home.discover.next')}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white"
        >
          <ChevronRight className="h-5 w-5" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex justify-center gap-1">
        {SLIDES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            onClick={() => go(i)}
            aria-label={t('home.discover.goTo', { n: i + 1 })}
            aria-current={i === index}
            className="flex h-8 w-8 items-center justify-center rounded-full"
          >
            <span className={`block h-3 w-3 rounded-full ${i === index ? 'bg-brand' : 'bg-gray-400'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
