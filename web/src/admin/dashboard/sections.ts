import {
  CalendarDays,
  Image,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Music,
  Radio,
  Settings,
  Users,
  Video,
} from 'lucide-react';

export type SectionId =
  | 'resumen'
  | 'musica'
  | 'galeria'
  | 'streaming'
  | 'en-vivo'
  | 'programacion'
  | 'usuarios'
  | 'configuracion'
  | 'consultas';

/** The dashboard's side-menu sections (spec), plus the contact-form enquiries. */
export const SECTIONS: ReadonlyArray<{ id: SectionId; label: string; icon: LucideIcon }> = [
  { id: 'resumen', label: 'Resumen', icon: LayoutDashboard },
  { id: 'musica', label: 'Música', icon: Music },
  { id: 'galeria', label: 'Galería', icon: Image },
  { id: 'streaming', label: 'Streaming', icon: Radio },
  { id: 'en-vivo', label: 'En Vivo', icon: Video },
  { id: 'programacion', label: 'Programación', icon: CalendarDays },
  { id: 'usuarios', label: 'Usuarios', icon: Users },
  { id: 'configuracion', label: 'Configuración', icon: Settings },
  { id: 'consultas', label: 'Consultas', icon: Mail },
];

export const isSectionId = (value: string | null): value is SectionId => SECTIONS.some((s) => s.id === value);
