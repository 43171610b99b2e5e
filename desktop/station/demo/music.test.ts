import { describe, expect, it } from 'vitest';
import {
  arpExpression,
  bassExpression,
  bassNote,
  drumsExpression,
  midiToHz,
  padExpression,
  phraseSeconds,
  pick,
  type SongScore,
} from './music';

const score: SongScore = {
  bpm: 120,
  chords: [
    [57, 60, 64],
    [53, 57, 60],
  ],
  arpeggio: [0, 1, 2, 3, 2, 1, 0, 1],
  drums: 'full',
};

describe('music theory helpers', () => {
  it('tunes MIDI notes to equal temperament around A4 = 440 Hz', () => {
    expect(midiToHz(69)).toBe(440);
    expect(midiToHz(57)).toBe(220);
    expect(midiToHz(60)).toBe(261.626);
  });

  it('folds chord roots into the bass octave C2–B2', () => {
    expect(bassNote(57)).toBe(45);
    expect(bassNote(48)).toBe(36);
    expect(bassNote(46)).toBe(46);
    expect(bassNote(59)).toBe(47);
  });

  it('measures a phrase as all bars of the progression once', () => {
    expect(phraseSeconds(score)).toBe(4);
    expect(phraseSeconds({ ...score, bpm: 96, chords: [[57], [57], [57], [57], [57], [57], [57], [57]] })).toBe(20);
  });

  it('selects from a list with a balanced if-tree', () => {
    expect(pick('ld(0)', [7])).toBe('7');
    expect(pick('ld(0)', [1, 2])).toBe('if(lt(ld(0),1),1,2)');
    expect(pick('ld(0)', [1, 2, 3, 4, 5])).toBe(
      'if(lt(ld(0),3),if(lt(ld(0),2),if(lt(ld(0),1),1,2),3),if(lt(ld(0),4),4,5))',
    );
  });
});

describe('instrument expressions', () => {
  it('pad: three chord voices with harmonics and a per-bar envelope', () => {
    expect(padExpression(score)).toBe(
      'st(0,floor(t/2));st(1,if(lt(ld(0),1),220,174.614));st(2,if(lt(ld(0),1),261.626,220));st(3,if(lt(ld(0),1),329.628,261.626));' +
        'st(4,mod(t,2));st(5,min(1,ld(4)*6)*min(1,(2-ld(4))*6));' +
        '0.07*ld(5)*(sin(2*PI*ld(1)*t)+0.4*sin(4*PI*ld(1)*t)+0.2*sin(6*PI*ld(1)*t)+sin(2*PI*ld(2)*t)+0.4*sin(4*PI*ld(2)*t)+0.2*sin(6*PI*ld(2)*t)+sin(2*PI*ld(3)*t)+0.4*sin(4*PI*ld(3)*t)+0.2*sin(6*PI*ld(3)*t))',
    );
  });

  it('arpeggio: one note per eighth from the chord of its bar', () => {
    expect(arpExpression(score)).toBe(
      'st(0,floor(t/0.25));st(1,if(lt(ld(0),8),if(lt(ld(0),4),if(lt(ld(0),2),if(lt(ld(0),1),440,523.251),if(lt(ld(0),3),659.255,880)),' +
        'if(lt(ld(0),6),if(lt(ld(0),5),659.255,523.251),if(lt(ld(0),7),440,523.251))),if(lt(ld(0),12),if(lt(ld(0),10),if(lt(ld(0),9),349.228,440),' +
        'if(lt(ld(0),11),523.251,698.456)),if(lt(ld(0),14),if(lt(ld(0),13),523.251,440),if(lt(ld(0),15),349.228,440)))));st(2,mod(t,0.25));' +
        '0.16*min(1,ld(2)*300)*exp(-7*ld(2))*(sin(2*PI*ld(1)*t)+0.3*sin(4*PI*ld(1)*t)+0.12*sin(8*PI*ld(1)*t))',
    );
  });

  it('bass: chord roots on every beat', () => {
    expect(bassExpression(score)).toBe(
      'st(0,floor(t/2));st(1,if(lt(ld(0),1),110,87.307));st(2,mod(t,0.5));' +
        '0.3*min(1,ld(2)*150)*exp(-2.5*ld(2))*(sin(2*PI*ld(1)*t)+0.5*sin(4*PI*ld(1)*t)+0.33*sin(6*PI*ld(1)*t)+0.25*sin(8*PI*ld(1)*t))',
    );
  });

  it('drums: kick, snare on 2 and 4, off-beat hats; soft drops the snare', () => {
    const head = 'st(0,mod(floor(t/0.5),4));st(1,mod(t,0.5));st(2,mod(t,0.25));';
    const kick = 'sin(2*PI*(48*ld(1)+6*(1-exp(-25*ld(1)))))*exp(-7*ld(1))';
    const hat = '(2*random(9)-1)*exp(-55*ld(2))*gte(ld(1),0.25)';
    expect(drumsExpression(score)).toBe(
      `${head}0.45*${kick}+0.28*(eq(ld(0),1)+eq(ld(0),3))*((2*random(9)-1)*0.5+0.4*sin(2*PI*185*ld(1)))*exp(-16*ld(1))+0.1*${hat}`,
    );
    expect(drumsExpression({ ...score, drums: 'soft' })).toBe(`${head}0.3*${kick}+0.1*${hat}`);
  });
});
