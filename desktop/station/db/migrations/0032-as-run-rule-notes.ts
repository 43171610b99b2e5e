/**
 * What the as-run says about a song's separation: when a small pool made the planner relax a rule, the row carries
 * the same note the log and the studio showed («separación de artista reducida a 25 min: …»), so a licensing
 * body's question about two songs too close is answered from the log itself.
 */
export default /* sql */ `
ALTER TABLE as_run ADD COLUMN rule_notes TEXT;
`;
