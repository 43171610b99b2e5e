/**
 * Which as-run rows a standby PC aired while its studio was down: the studio imports them for those hours, and a
 * regulator reading the log sees that the station stayed on air from the other machine.
 */
export default /* sql */ `
ALTER TABLE as_run ADD COLUMN standby INTEGER NOT NULL DEFAULT 0 CHECK (standby IN (0, 1));
`;
