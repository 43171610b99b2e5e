import type { TeamMember } from '../../../../shared/schemas/programming/station';
import type { Db } from '../../db/database';
import { mediaUrl } from '../../media/urls';

interface TeamRow {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  bio: string;
  image: string;
  is_employee: number;
}

export function createTeamRepo(db: Db) {
  const all = db.prepare<[], TeamRow>('SELECT * FROM team_members ORDER BY position, id');
  const insert = db.prepare(
    'INSERT INTO team_members (first_name, last_name, role, bio, image, is_employee, position) VALUES (@firstName, @lastName, @role, @bio, @image, @isEmployee, @position)',
  );
  return {
    list: (): TeamMember[] =>
      all.all().map((row) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        bio: row.bio,
        image: row.image.startsWith('/') ? row.image : mediaUrl('team', row.image),
        isEmployee: row.is_employee === 1,
      })),
    create: (member: Omit<TeamMember, 'id' | 'name'> & { position: number }) =>
      insert.run({ ...member, isEmployee: member.isEmployee ? 1 : 0 }),
  };
}
