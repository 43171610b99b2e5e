/**
 * The enquiries inbox: each contact-form message is new until an admin handles it, and archived ones leave the
 * default view without being lost. handled_at records when it was last marked handled (NULL while new).
 */
export default /* sql */ `
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new','handled','archived'));
ALTER TABLE enquiries ADD COLUMN handled_at TEXT;
CREATE INDEX enquiries_status ON enquiries (status, id DESC);
`;
