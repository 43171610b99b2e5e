import type { GalleryType } from '../../../shared/schemas/gallery';
import type { Picture } from './image-args';

export interface DemoArtwork {
  type: GalleryType;
  title: string;
  description: string;
  picture: Picture;
}

/** Eight works for the town's art gallery and four pictures of the Astilleros Saetia (1960–1970). */
export const DEMO_ARTWORKS: readonly DemoArtwork[] = [
  {
    type: 'art',
    title: 'Remolinos de la Tramontana',
    description:
      'Fractal pintado a partir del viento del norte que baja por el Coll dels Belitres. Obra del taller de arte digital del instituto.',
    picture: { kind: 'fractal', x: -0.16, y: 1.0405, scale: 0.026, hue: 100, saturation: 1.3 },
  },
  {
    type: 'art',
    title: 'Atardecer sobre la bahía',
    description:
      'El sol se pone detrás de los acantilados y la bahía de Portbou se tiñe de naranja. Óleo digital de una vecina del barrio de pescadores.',
    picture: {
      kind: 'seascape',
      sky: [60, 40, 120],
      horizon: [250, 150, 80],
      sea: [25, 70, 120],
      sunX: 0.7,
      sunY: 0.52,
      waves: 1,
    },
  },
  {
    type: 'art',
    title: 'Vías cruzadas',
    description:
      'Autómata celular que recuerda el ancho de vía ibérico y el europeo encontrándose en la estación internacional.',
    picture: { kind: 'automaton', rule: 30, seed: 9, ink: [230, 230, 220], paper: [40, 40, 45] },
  },
  {
    type: 'art',
    title: 'Colonias del puerto',
    description: 'Generaciones de algas y mejillones en las piedras del espigón, imaginadas como un juego de la vida.',
    picture: {
      kind: 'life',
      seed: 5,
      generation: 40,
      alive: [255, 209, 102],
      dead: [7, 59, 76],
      mould: [17, 138, 178],
    },
  },
  {
    type: 'art',
    title: 'Pasajes',
    description:
      'Homenaje al memorial de Walter Benjamin: un pasillo hacia el mar, repetido hasta perderse en el infinito.',
    picture: { kind: 'fractal', x: -1.2561, y: 0.3819, scale: 0.01, hue: 330, saturation: 1.1 },
  },
  {
    type: 'art',
    title: 'Luna sobre el Mediterráneo',
    description: 'Noche de verano desde el paseo marítimo, con la luna reflejada en el agua tranquila.',
    picture: {
      kind: 'seascape',
      sky: [5, 10, 40],
      horizon: [60, 70, 130],
      sea: [10, 30, 70],
      sunX: 0.3,
      sunY: 0.3,
      waves: 0.7,
    },
  },
  {
    type: 'art',
    title: 'Tejados de la frontera',
    description:
      'Tejas rojas y paredes encaladas del casco antiguo vistas desde la carretera de Francia, en clave geométrica.',
    picture: { kind: 'automaton', rule: 150, seed: 3, ink: [250, 235, 215], paper: [170, 60, 40] },
  },
  {
    type: 'art',
    title: 'Memoria de 1939',
    description:
      'Obra colectiva sobre el exilio republicano que cruzó los túneles y el collado hacia Francia al final de la guerra civil.',
    picture: { kind: 'life', seed: 17, generation: 60, alive: [220, 60, 60], dead: [25, 25, 30], mould: [90, 90, 100] },
  },
  {
    type: 'shipyard',
    title: 'La grada de los Astilleros Saetia, 1962',
    description:
      'El primer casco de madera en la grada, con la grúa de la familia Saetia al fondo. Fotografía del archivo familiar.',
    picture: { kind: 'hull', hullX: 0.55, hullWidth: 0.6, masts: 0, crane: true, style: 'sepia' },
  },
  {
    type: 'shipyard',
    title: 'Plano del yate de 12 metros',
    description:
      'Sección longitudinal del yate de recreo de 12 metros, el proyecto más ambicioso del astillero, dibujada en 1966.',
    picture: { kind: 'hull', hullX: 0.5, hullWidth: 0.75, masts: 1, crane: false, style: 'blueprint' },
  },
  {
    type: 'shipyard',
    title: 'Botadura de una barca de pesca, 1965',
    description:
      'Los vecinos acompañan la botadura de una barca de pesca de dos palos construida para un armador de Llançà.',
    picture: { kind: 'hull', hullX: 0.45, hullWidth: 0.5, masts: 2, crane: false, style: 'sepia' },
  },
  {
    type: 'shipyard',
    title: 'Proyecto de llaüt para Barcelona',
    description:
      'Plano de un llaüt tradicional encargado desde los astilleros de Barcelona, con quienes los Saetia colaboraban hasta el cierre en 1970.',
    picture: { kind: 'hull', hullX: 0.5, hullWidth: 0.55, masts: 2, crane: true, style: 'blueprint' },
  },
];
