import bay from './images/bay.svg';
import beach from './images/beach.svg';
import church from './images/church.svg';
import marina from './images/marina.svg';
import station from './images/station.svg';

/** Spec §3 Slideshow image (url, alt, caption); alt and caption come from home.slides.<id>. */
export const SLIDES = [
  { id: 'bay', url: bay },
  { id: 'station', url: station },
  { id: 'marina', url: marina },
  { id: 'church', url: church },
  { id: 'beach', url: beach },
] as const;
