import bakery from './images/ad-bakery.svg';
import boat from './images/ad-boat.svg';
import fish from './images/ad-fish.svg';
import hotel from './images/ad-hotel.svg';

/** Spec §3 Advert: two hard-coded lists of two. Texts live in the catalogue under home.adverts.<id>. */
export interface Advert {
  id: string;
  imageUrl: string;
  link: string;
  company: string;
}

export const ADVERT_LISTS: readonly [readonly Advert[], readonly Advert[]] = [
  [
    { id: 'fish', imageUrl: fish, link: '/advertising', company: 'Peixos Portbou' },
    { id: 'bakery', imageUrl: bakery, link: '/advertising', company: 'Forn de la Marina' },
  ],
  [
    { id: 'boat', imageUrl: boat, link: '/advertising', company: 'Club Nàutic Portbou' },
    { id: 'hotel', imageUrl: hotel, link: '/advertising', company: 'Hotel Costa Brava' },
  ],
];
