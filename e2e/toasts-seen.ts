import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __toastTitlesSeen?: string[];
  }
}

/**
 * Notes every toast title the page shows from now on. A toast lasts 5 s; on a page holding a whole day of the music
 * log, a machine running the suite renders and answers Playwright's polls so slowly that a toast can come and go
 * between two of them. The page itself records it as it appears, and the test reads the record.
 */
export async function watchToasts(page: Page): Promise<{ titles(): Promise<string[]> }> {
  await page.evaluate(() => {
    const seen: string[] = [];
    window.__toastTitlesSeen = seen;
    const note = () => {
      for (const title of document.querySelectorAll('[data-testid="toast-viewport"] li > :first-child')) {
        const text = title.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    note();
  });
  return { titles: () => page.evaluate(() => window.__toastTitlesSeen ?? []) };
}
