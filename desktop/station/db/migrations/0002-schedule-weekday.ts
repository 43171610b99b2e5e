/**
 * A schedule day's weekday is data (spec: "Schedule day: day number, weekday, programs"), not always the calendar's:
 * the spec names its June 2025 days Saturdays although the calendar makes them Sundays. NULL means "from the
 * calendar". Existing databases get the spec's name back on the demo's five days, as they showed before.
 */
export default `
ALTER TABLE schedule_programs ADD COLUMN weekday TEXT;
UPDATE schedule_programs SET weekday = 'Sábado'
  WHERE date IN ('2025-06-01', '2025-06-08', '2025-06-15', '2025-06-22', '2025-06-29');
`;
