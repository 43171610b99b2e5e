import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Client-side navigation does not scroll to #anchors by itself; pages with in-page anchors call this once rendered. */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, [hash, ready]);
}
