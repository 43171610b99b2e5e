import type { EmbedOptions } from '../../../shared/web-app/embed-player';
import type { UpcomingProgramme } from './next-programmes';

export interface WidgetTexts {
  station: string;
  play: string;
  pause: string;
  nowPlaying: string;
  next: string;
  request: string;
  requestHref: string;
}

export interface WidgetView {
  audio: HTMLAudioElement;
  button: HTMLButtonElement;
  programmes: HTMLOListElement;
  setPlaying(playing: boolean, label: string): void;
  setStatus(text: string): void;
  setBadge(text: string): void;
  setTitle(text: string): void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** The widget's markup for the chosen options; texts are set as text, never as HTML. */
export function renderWidget(root: HTMLElement, options: EmbedOptions, texts: WidgetTexts): WidgetView {
  root.dataset.theme = options.theme;
  root.dataset.size = options.size;
  const audio = el('audio', 'embed-audio');
  audio.preload = 'none';
  audio.dataset.testid = 'embed-audio';
  const button = el('button', 'embed-play');
  button.type = 'button';
  button.setAttribute('aria-label', texts.play);
  button.dataset.testid = 'embed-play';
  const head = el('div', 'embed-head');
  const name = el('div', 'embed-name');
  const station = el('p', 'embed-station', texts.station);
  const badge = el('span', 'embed-badge');
  badge.dataset.testid = 'embed-badge';
  const status = el('p', 'embed-status');
  status.setAttribute('role', 'status');
  status.dataset.testid = 'embed-status';
  name.append(station, badge, status);
  head.append(button, name);
  root.replaceChildren(audio, head);

  const title = el('p', 'embed-title');
  title.dataset.testid = 'embed-title';
  title.setAttribute('aria-live', 'polite');
  title.setAttribute('aria-label', texts.nowPlaying);
  if (options.nowPlaying) root.append(title);

  const programmes = el('ol', 'embed-programmes');
  programmes.dataset.testid = 'embed-programmes';
  if (options.schedule) {
    const section = el('section', 'embed-next');
    section.append(el('h2', 'embed-next-title', texts.next), programmes);
    root.append(section);
  }
  if (options.request) {
    const link = el('a', 'embed-request', texts.request);
    link.href = texts.requestHref;
    link.target = '_blank';
    link.rel = 'noopener';
    root.append(link);
  }
  return {
    audio,
    button,
    programmes,
    setPlaying(playing, label) {
      button.dataset.playing = String(playing);
      button.setAttribute('aria-label', label);
    },
    setStatus: (text) => {
      status.textContent = text;
    },
    setBadge: (text) => {
      badge.textContent = text;
    },
    setTitle: (text) => {
      title.textContent = text;
    },
  };
}

/** The next airings as "HH:MM Name" (with the weekday when not today), in the station's time zone. */
export function renderProgrammes(
  list: HTMLOListElement,
  items: readonly UpcomingProgramme[],
  context: { timeZone: string; lang: string; now: string; none: string },
): void {
  const when = new Intl.DateTimeFormat(context.lang, {
    timeZone: context.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const day = new Intl.DateTimeFormat(context.lang, { timeZone: context.timeZone, weekday: 'short' });
  const today = day.format(new Date());
  const rows = items.map((item) => {
    const row = el('li', 'embed-programme');
    const onNow = item.start <= new Date();
    const weekday = day.format(item.start);
    const time = onNow ? context.now : `${weekday === today ? '' : `${weekday} `}${when.format(item.start)}`;
    row.append(el('span', 'embed-programme-time', time), el('span', 'embed-programme-name', item.name));
    return row;
  });
  list.replaceChildren(...(rows.length > 0 ? rows : [el('li', 'embed-programme', context.none)]));
}
