import { describe, expect, it } from 'vitest';
import { onAirTitle } from './on-air-title';

describe('the on-air title players and relays show', () => {
  it('is "artist - title" for music, the loop’s name for the station ID', () => {
    expect(onAirTitle({ kind: 'rotation', artist: 'Sopa de Cabra', title: 'L’Empordà' })).toBe(
      'Sopa de Cabra - L’Empordà',
    );
    expect(onAirTitle({ kind: 'rotation', artist: '', title: 'Sin artista' })).toBe('Sin artista');
    expect(onAirTitle({ kind: 'station-id', artist: 'Ràdio Portbou', title: 'Ràdio Portbou' })).toBe('Ràdio Portbou');
  });

  it('names the station and the live programme, or says "En directo" when none is scheduled', () => {
    expect(onAirTitle({ kind: 'live', artist: 'Ràdio Portbou', title: 'Memoria de Portbou' })).toBe(
      'Ràdio Portbou - Memoria de Portbou',
    );
    expect(onAirTitle({ kind: 'live', artist: 'Ràdio Portbou', title: 'Ràdio Portbou' })).toBe(
      'Ràdio Portbou - En directo',
    );
  });

  it('holds no control characters, whatever a tag or a typed title brought', () => {
    expect(onAirTitle({ kind: 'rotation', artist: 'Els\u0000 Pets\t', title: 'Bon\r\ndia\u001b\u0085' })).toBe(
      'Els Pets - Bon dia',
    );
    expect(onAirTitle({ kind: 'live', artist: '', title: 'Matí\u0007\u2029de ràdio' })).toBe(
      'Ràdio Portbou - Matí de ràdio',
    );
    expect(onAirTitle({ kind: 'station-id', artist: '', title: '\u001bRàdio Portbou' })).toBe('Ràdio Portbou');
  });
});
