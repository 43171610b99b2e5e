import { STATION } from '../../../shared/station/station-facts';
import type { SourceCreate } from '../../../shared/schemas/broadcast/sources';
import type { Picture } from './image-args';

/**
 * Every active demo source is one of the station's own mounts (a station path works from any host name), so each
 * card on /streaming plays; the one pointing elsewhere is there to show an inactive source and stays inactive.
 */
export const DEMO_SOURCES: readonly SourceCreate[] = [
  { name: STATION.name, url: '/stream', isActive: true },
  { name: `${STATION.name} · AAC (menos datos)`, url: '/stream.aac', isActive: true },
  { name: 'Archivo sonoro (en pausa)', url: 'https://archivo.radioportbou.example.org/live.mp3', isActive: false },
];

export interface DemoTeamMember {
  firstName: string;
  lastName: string;
  role: string;
  bio: string;
  isEmployee: boolean;
  avatar: Picture;
}

const bg = (r: number, g: number, b: number) => [r, g, b] as const;

/** Eight people; the two employees belong to the business group, everyone else volunteers. */
export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    firstName: 'Núria',
    lastName: 'Vidal Puig',
    role: 'Directora de la emisora',
    isEmployee: false,
    bio: 'Maestra jubilada y alma de la radio desde la primera emisión. Coordina a los voluntarios y la relación con el Ayuntamiento.',
    avatar: {
      scene: 'portrait',
      background: bg(90, 140, 200),
      skin: bg(232, 190, 160),
      hair: bg(150, 150, 155),
      shirt: bg(160, 40, 60),
      headShift: 0,
      longHair: true,
    },
  },
  {
    firstName: 'Jordi',
    lastName: 'Sala Ferrer',
    role: 'Técnico de emisión',
    isEmployee: true,
    bio: 'Ingeniero de telecomunicaciones del grupo empresarial. Mantiene el transmisor de 1 W en 100.3 FM y el servidor de streaming.',
    avatar: {
      scene: 'portrait',
      background: bg(60, 70, 80),
      skin: bg(210, 160, 120),
      hair: bg(40, 30, 20),
      shirt: bg(40, 90, 160),
      headShift: -0.03,
      longHair: false,
    },
  },
  {
    firstName: 'Amparo',
    lastName: 'Ruiz Soler',
    role: 'Coordinadora de programación',
    isEmployee: true,
    bio: 'Organiza la parrilla de los sábados y la rotación musical de las 24 horas. Trabaja para el grupo empresarial.',
    avatar: {
      scene: 'portrait',
      background: bg(230, 180, 90),
      skin: bg(200, 150, 115),
      hair: bg(90, 40, 20),
      shirt: bg(30, 110, 90),
      headShift: 0.02,
      longHair: true,
    },
  },
  {
    firstName: 'Marc',
    lastName: 'Bosch Camps',
    role: 'Locutor matinal',
    isEmployee: false,
    bio: 'Ferroviario de la estación internacional. Presenta «Despertar en la Frontera» con noticias locales y el tiempo.',
    avatar: {
      scene: 'portrait',
      background: bg(120, 170, 120),
      skin: bg(225, 180, 150),
      hair: bg(20, 20, 20),
      shirt: bg(230, 200, 60),
      headShift: 0,
      longHair: false,
    },
  },
  {
    firstName: 'Lucía',
    lastName: 'Moreno Gil',
    role: 'Periodista local',
    isEmployee: false,
    bio: 'Estudiante de periodismo en Girona. Cubre la actualidad del puerto, el mercado y las fiestas de Portbou.',
    avatar: {
      scene: 'portrait',
      background: bg(200, 110, 140),
      skin: bg(240, 200, 170),
      hair: bg(120, 70, 30),
      shirt: bg(50, 50, 70),
      headShift: 0.03,
      longHair: true,
    },
  },
  {
    firstName: 'Pierre',
    lastName: 'Duval',
    role: 'Enlace con Cerbère',
    isEmployee: false,
    bio: 'Vecino del otro lado de la frontera. Prepara la franja en francés y las colaboraciones con la radio de Cerbère.',
    avatar: {
      scene: 'portrait',
      background: bg(70, 110, 170),
      skin: bg(235, 195, 165),
      hair: bg(200, 170, 90),
      shirt: bg(200, 80, 40),
      headShift: -0.02,
      longHair: false,
    },
  },
  {
    firstName: 'Rosa',
    lastName: 'Campmany Roig',
    role: 'Archivo histórico',
    isEmployee: false,
    bio: 'Historiadora aficionada. Conserva las fotografías de los Astilleros Saetia y los testimonios de la guerra civil y el exilio.',
    avatar: {
      scene: 'portrait',
      background: bg(160, 140, 110),
      skin: bg(215, 170, 135),
      hair: bg(230, 230, 230),
      shirt: bg(90, 60, 120),
      headShift: 0,
      longHair: false,
    },
  },
  {
    firstName: 'Àlex',
    lastName: 'Navarro Pons',
    role: 'DJ y selección musical',
    isEmployee: false,
    bio: 'Pescador de día y pinchadiscos los sábados por la noche. Mezcla rumba, electrónica y músicos de la comarca.',
    avatar: {
      scene: 'portrait',
      background: bg(40, 40, 60),
      skin: bg(190, 140, 100),
      hair: bg(30, 20, 15),
      shirt: bg(120, 200, 210),
      headShift: 0.01,
      longHair: false,
    },
  },
];
