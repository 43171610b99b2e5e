/**
 * Demo stations seeded before this release have an active "Relé Costa Brava Norte" source on a reserved
 * .example.net host that never answers: its card on /streaming showed a player that never plays. Only that exact
 * demo row is touched (a station's own sources are never on a reserved host); it stays for the admin to edit or
 * delete, inactive.
 */
export default /* sql */ `
UPDATE streaming_sources SET is_active = 0
 WHERE url = 'https://relay.costabrava-radio.example.net/portbou.mp3' AND name = 'Relé Costa Brava Norte';
`;
