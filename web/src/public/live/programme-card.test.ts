import { describe, expect, it } from 'vitest';
import { STATION } from '../../../../shared/station/station-facts';
import { programmeCard } from './programme-card';

const slot = { title: 'Mañanas de Portbou', location: 'Portbou', time: '09:00 - 11:00' };
const stationDefault = { title: STATION.name, location: STATION.town, time: STATION.hours };

describe('programmeCard', () => {
  it('names the scheduled programme the banner shows, also while its playlist (the rotation) airs it', () => {
    expect(programmeCard('rotation', slot)).toEqual({ title: { text: slot.title }, detail: { text: slot.time } });
    expect(programmeCard('live', slot)).toEqual({ title: { text: slot.title }, detail: { text: slot.time } });
  });
  it('without a scheduled programme says what the engine airs', () => {
    expect(programmeCard('rotation', stationDefault).title).toEqual({ key: 'live.rotationProgramme' });
    expect(programmeCard('live', undefined).title).toEqual({ key: 'live.liveProgramme' });
  });
  it('claims no programme while the engine is stopped', () => {
    expect(programmeCard('off', slot)).toEqual({
      title: { key: 'live.offProgramme' },
      detail: { key: 'live.offText' },
    });
  });
});
