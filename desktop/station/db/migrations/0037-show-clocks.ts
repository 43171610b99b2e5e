/**
 * A music show can follow an hour clock instead of a playlist. The clock's delete is refused while a show uses it
 * (the API says which), so the foreign key only keeps the database honest if a row is removed some other way.
 */
export default /* sql */ `
ALTER TABLE shows ADD COLUMN clock_id INTEGER REFERENCES clocks(id) ON DELETE SET NULL;
`;
