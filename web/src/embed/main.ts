import { createInstance } from 'i18next';
import { EMBED_REQUEST_PATH, parseEmbedOptions } from '../../../shared/web-app/embed-player';
import { STATION } from '../../../shared/station/station-facts';
import ca from '../i18n/locales/ca/embed.json';
import es from '../i18n/locales/es/embed.json';
import fr from '../i18n/locales/fr/embed.json';
import { followNowPlaying, titleLine } from './live-title';
import { airState, nextProgrammes, nowPlayingUrl } from './next-programmes';
import { StreamAudio } from './stream-audio';
import { renderProgrammes, renderWidget } from './view';
import './embed.css';

/** How often the next programmes are read again (the week changes when an admin edits it). */
const SCHEDULE_REFRESH_MS = 5 * 60_000;

/**
 * The widget other sites frame: its own small entry, with none of the site's shell. It plays /stream
 * and follows now-playing; both come back by themselves after the station restarts.
 */
async function start(root: HTMLElement) {
  const options = parseEmbedOptions(new URLSearchParams(location.search));
  const i18n = createInstance();
  await i18n.init({
    lng: options.lang,
    resources: { es: { translation: es }, ca: { translation: ca }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
  });
  const t = i18n.t.bind(i18n);
  document.documentElement.lang = options.lang;
  document.title = t('frameTitle', { name: STATION.name });
  const ui = renderWidget(root, options, {
    station: `${STATION.name} · ${STATION.frequencyMHz} FM`,
    play: t('play', { name: STATION.name }),
    pause: t('pause'),
    nowPlaying: t('nowPlaying'),
    next: t('next'),
    request: t('request'),
    requestHref: EMBED_REQUEST_PATH,
  });

  const stream = new StreamAudio(ui.audio, '/stream', (state) => {
    ui.setPlaying(state !== 'stopped', state === 'stopped' ? t('play', { name: STATION.name }) : t('pause'));
    ui.setStatus(state === 'connecting' ? t('connecting') : state === 'reconnecting' ? t('reconnecting') : '');
  });
  ui.button.addEventListener('click', () => (stream.playing ? stream.stop() : stream.play()));

  followNowPlaying(nowPlayingUrl, (data) => {
    const state = airState(data);
    ui.setBadge(state ? t(state) : '');
    ui.setTitle(titleLine(data));
    if (data?.current && 'mediaSession' in navigator && typeof MediaMetadata !== 'undefined')
      navigator.mediaSession.metadata = new MediaMetadata({
        title: data.current.title,
        artist: data.current.artist || STATION.name,
        album: STATION.name,
        artwork: [{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }],
      });
  });
  // Headset keys and the lock screen drive the same play and pause as the button.
  if ('mediaSession' in navigator) {
    navigator.mediaSession.setActionHandler('play', () => stream.play());
    navigator.mediaSession.setActionHandler('pause', () => stream.stop());
  }

  if (options.schedule) {
    const refresh = () =>
      nextProgrammes().then(
        ({ timeZone, items }) =>
          renderProgrammes(ui.programmes, items, {
            timeZone,
            lang: options.lang,
            now: t('now'),
            none: t('noProgrammes'),
          }),
        () => undefined,
      );
    void refresh();
    setInterval(refresh, SCHEDULE_REFRESH_MS);
  }
  root.removeAttribute('aria-busy');
}

const root = document.getElementById('embed');
if (root) void start(root);
