/** The five external galleries of the dropdown (spec §9: five); real museums near the town, opened in a new tab. */
export const EXTERNAL_GALLERIES = [
  { key: 'dali', url: 'https://www.salvador-dali.org/' },
  { key: 'emporda', url: 'https://www.museuemporda.org/' },
  { key: 'mnac', url: 'https://www.museunacional.cat/' },
  { key: 'miro', url: 'https://www.fmirobcn.org/' },
  { key: 'picasso', url: 'https://museupicassobcn.cat/' },
] as const;
