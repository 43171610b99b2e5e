/**
 * External and placeholder targets of the chrome (example.org until the station supplies its real addresses). The spec only shows placeholders for the top-bar places,
 * the local services and the social networks, so they stay "#" until the station supplies real pages.
 */
export const PLACEHOLDER_HREF = '#';

export const EXTERNAL_LINKS = {
  businessGroup: 'https://radio.example.org/grupo',
  jobs: 'https://radio.example.org/empleo',
  radioGarden: 'https://radio.garden/',
} as const;

export const TOP_BAR_PLACES = ['station', 'memorial', 'house'] as const;

export const MENU_ENTRIES = [
  { key: 'home', to: '/' },
  { key: 'music', to: '/music' },
  { key: 'fm', to: '/fm' },
  { key: 'gallery', to: '/gallery' },
  { key: 'shipyard', to: '/shipyard' },
  { key: 'history', to: '/history' },
  { key: 'schedule', to: '/schedule' },
  { key: 'team', to: '/team' },
  { key: 'advertising', to: '/advertising' },
] as const;

/**
 * Pages of the route table that the spec's menu does not list. The menu shows them in a "Más" group after the
 * spec's entries; the footer's "Descubre" column lists them with the station page (whose menu entry is /fm).
 */
export const MORE_ENTRIES = [
  { key: 'streaming', to: '/streaming' },
  { key: 'artists', to: '/artists' },
  { key: 'spotify', to: '/spotify' },
] as const;

export const FOOTER_DISCOVER_ENTRIES = [{ key: 'fmStation', to: '/fm-station' }, ...MORE_ENTRIES] as const;
