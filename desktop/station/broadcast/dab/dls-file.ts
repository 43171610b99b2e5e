import type { DlsLabel } from './dls-text';

/**
 * The DLS file as ODR-PadEnc reads it (its README and dls.cpp): an optional parameters block, then the text in
 * UTF-8, which it converts to the EBU Latin set itself. DL Plus tags give a start and a length marker, the marker
 * being the length minus one; the item toggle changes whenever a new item starts, so receivers store each song once.
 */
export function dlsFileText(label: DlsLabel, itemToggle: boolean): string {
  if (!label.dlPlus) return `${label.text}\n`;
  const lines = [
    '##### parameters { #####',
    'DL_PLUS=1',
    `DL_PLUS_ITEM_TOGGLE=${itemToggle ? 1 : 0}`,
    `DL_PLUS_ITEM_RUNNING=${label.itemRunning ? 1 : 0}`,
    // ODR-PadEnc takes at most four tags (the label never makes more than three) and adds a dummy one to none.
    ...label.tags.slice(0, 4).map((tag) => `DL_PLUS_TAG=${tag.type} ${tag.start} ${tag.length - 1}`),
    '##### parameters } #####',
    label.text,
  ];
  return `${lines.join('\n')}\n`;
}
