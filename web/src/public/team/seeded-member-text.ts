import type { i18n as I18n } from 'i18next';
import type { TeamMember } from '../../../../shared/schemas/programming/station';

/** "Àlex Navarro Pons" → "alex-navarro-pons": the catalogue key of a demo team member. */
export const memberKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Role and bio in the visitor's language for the seeded demo team (team.members.<key> in the catalogues). Only
 * while the row still holds the seeded Spanish text: once the station edits a member, its own words are shown.
 */
export function memberText(member: TeamMember, i18n: I18n): { role: string; bio: string } {
  const key = `team.members.${memberKey(member.name)}`;
  const seeded = i18n.getResource('es', 'translation', key) as { role?: string; bio?: string } | undefined;
  if (!seeded || seeded.role !== member.role || seeded.bio !== member.bio)
    return { role: member.role, bio: member.bio };
  return { role: i18n.t(`${key}.role`), bio: i18n.t(`${key}.bio`) };
}
