import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../../shared/schemas/programming/station';
import { FallbackImage } from '../content-ui/FallbackImage';
import personPlaceholder from './person-placeholder.svg';
import { memberText } from './seeded-member-text';

/** One member: photo, name, role, bio and, for non-employees, the volunteer badge. */
export function TeamCard({ member }: { member: TeamMember }) {
  const { t, i18n } = useTranslation();
  const { role, bio } = memberText(member, i18n);
  return (
    <article
      aria-labelledby={`team-${member.id}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
    >
      <FallbackImage
        src={member.image}
        fallbackSrc={personPlaceholder}
        alt={member.name}
        loading="lazy"
        className="aspect-square w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`team-${member.id}`} className="text-lg font-bold text-gray-900">
            {member.name}
          </h2>
          {!member.isEmployee && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {t('team.volunteer')}
            </span>
          )}
        </div>
        <p className="font-medium text-red-800">{role}</p>
        <p className="text-sm text-gray-700">{bio}</p>
      </div>
    </article>
  );
}
