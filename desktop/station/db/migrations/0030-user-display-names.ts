/**
 * The name listeners read for a presenter ("Con Laia Puig"), apart from the login name ("laia"). Empty means none
 * was given: the public texts fall back to the login name, as they read before this column.
 */
export default /* sql */ `
ALTER TABLE users ADD COLUMN display_name TEXT NOT NULL DEFAULT '';
`;
