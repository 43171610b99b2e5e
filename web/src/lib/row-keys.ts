import type { KeyboardEvent } from 'react';

/**
 * Arrow keys between the rows of a virtual table: only the rows on screen exist, so Tab alone would leave the
 * table at the last rendered row. ↑/↓ (and Home/End) scroll the target row into view, then focus its first
 * control (the element marked data-row-focus). Rows carry data-index (0-based).
 */
export function handleRowKeys(
  event: KeyboardEvent<HTMLElement>,
  count: number,
  scrollToIndex: (index: number) => void,
): void {
  const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][data-index]');
  if (!row || count === 0) return;
  const current = Number(row.dataset.index);
  const target =
    event.key === 'ArrowDown'
      ? current + 1
      : event.key === 'ArrowUp'
        ? current - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null;
  if (target === null || target < 0 || target >= count) return;
  // Inputs keep their own arrows (the inline edit form in the admin list).
  if ((event.target as HTMLElement).closest('input, textarea, select')) return;
  event.preventDefault();
  scrollToIndex(target);
  const table = event.currentTarget;
  const focus = (attempt: number) => {
    const next = table.querySelector<HTMLElement>(`[role="row"][data-index="${target}"] [data-row-focus]`);
    if (next) next.focus();
    else if (attempt < 10) requestAnimationFrame(() => focus(attempt + 1));
  };
  requestAnimationFrame(() => focus(0));
}
