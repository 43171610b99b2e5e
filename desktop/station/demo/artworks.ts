import type { GalleryType } from '../../../shared/schemas/library/gallery';
import type { Picture } from './image-args';
import { PALETTES } from './palettes';

export interface DemoArtwork {
  type: GalleryType;
  title: string;
  description: string;
  picture: Picture;
}

/** Eight flat-colour illustrations for the town's art gallery and four of the Astilleros Saetia (1960–1970). */
export const DEMO_ARTWORKS: readonly DemoArtwork[] = [
  {
    type: 'art',
    title: 'Mañana de tramontana',
    description:
      'La bahía bajo el viento del norte, con la bruma sobre el Coll dels Belitres. Ilustración del taller de arte del instituto.',
    picture: { scene: 'coast', palette: PALETTES.mist, sunX: 0.75, lighthouse: false },
  },
  {
    type: 'art',
    title: 'Atardecer sobre la bahía',
    description:
      'El sol se pone detrás de los acantilados y la bahía de Portbou se tiñe de naranja. Óleo digital de una vecina del barrio de pescadores.',
    picture: { scene: 'coast', palette: PALETTES.dusk, sunX: 0.7, lighthouse: false },
  },
  {
    type: 'art',
    title: 'El tren de la frontera',
    description:
      'Un tren azul entra en la estación internacional, donde el ancho de vía ibérico se encuentra con el europeo.',
    picture: { scene: 'train', palette: PALETTES.day, body: [40, 90, 160], coaches: 3 },
  },
  {
    type: 'art',
    title: 'Regata en la bahía',
    description: 'Un velero de dos velas cruza la bahía en la regata de verano, con las montañas del Empordà al fondo.',
    picture: { scene: 'boat', palette: PALETTES.day, hull: [200, 70, 50], boatX: 0.55, sails: 2 },
  },
  {
    type: 'art',
    title: 'Pasajes',
    description: 'Homenaje al memorial de Walter Benjamin: el faro y el mar que miraban quienes cruzaban la frontera.',
    picture: { scene: 'coast', palette: PALETTES.mist, sunX: 0.2, lighthouse: true },
  },
  {
    type: 'art',
    title: 'Luna sobre el Mediterráneo',
    description: 'Noche de verano desde el paseo marítimo, con la luna reflejada en el agua tranquila.',
    picture: { scene: 'coast', palette: PALETTES.night, sunX: 0.3, lighthouse: true },
  },
  {
    type: 'art',
    title: 'Último tren a Cerbère',
    description: 'El tren de la tarde sale hacia Francia por el túnel, cuando el cielo se tiñe de naranja.',
    picture: { scene: 'train', palette: PALETTES.dusk, body: [170, 60, 40], coaches: 2 },
  },
  {
    type: 'art',
    title: 'Voces de la radio',
    description:
      'El micrófono del estudio de Ràdio Portbou, homenaje a los vecinos que cuentan la historia del pueblo cada semana.',
    picture: { scene: 'microphone', palette: PALETTES.studioNight, waves: 3 },
  },
  {
    type: 'shipyard',
    title: 'La grada de los Astilleros Saetia, 1962',
    description:
      'El primer casco de madera en la grada, con la grúa de la familia Saetia al fondo. Ilustración a partir de una fotografía del archivo familiar.',
    picture: { scene: 'boat', palette: PALETTES.sepia, hull: [110, 70, 40], boatX: 0.5, sails: 1 },
  },
  {
    type: 'shipyard',
    title: 'Plano del yate de 12 metros',
    description:
      'El yate de recreo de 12 metros, el proyecto más ambicioso del astillero, según el plano dibujado en 1966.',
    picture: { scene: 'boat', palette: PALETTES.blueprint, hull: [235, 240, 250], boatX: 0.5, sails: 1 },
  },
  {
    type: 'shipyard',
    title: 'Botadura de una barca de pesca, 1965',
    description:
      'Los vecinos acompañan la botadura de una barca de pesca de dos palos construida para un armador de Llançà.',
    picture: { scene: 'boat', palette: PALETTES.sepia, hull: [90, 60, 40], boatX: 0.4, sails: 2 },
  },
  {
    type: 'shipyard',
    title: 'Proyecto de llaüt para Barcelona',
    description:
      'Plano de un llaüt tradicional encargado desde los astilleros de Barcelona, con quienes los Saetia colaboraban hasta el cierre en 1970.',
    picture: { scene: 'boat', palette: PALETTES.blueprint, hull: [235, 240, 250], boatX: 0.45, sails: 2 },
  },
];
