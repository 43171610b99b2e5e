/**
 * RDS receivers show text in the RDS character set (IEC 62106 Annex E, "EBU Latin"), not in Latin-1 or UTF-8.
 * Its 0x20–0x7D range is ASCII except `$` (0xAB there; 0x24 is the currency sign), and rows 0x80–0xDF hold the
 * accented letters Spanish, Catalan and French need. This module turns a title into characters the set holds
 * (so positions for RT+ are counted on what the radio shows) and then into the encoder's bytes.
 */

// Rows 8 to D of the table, in code order (0x80 + index).
const EBU_HIGH =
  'áàéèíìóòúùÑÇŞß¡Ĳ' +
  'âäêëîïôöûüñçşğıĳ' +
  'ªα©‰Ǧěňőπ€£$←↑→↓' +
  'º¹²³±İńűµ¿÷°¼½¾§' +
  'ÁÀÉÈÍÌÓÒÚÙŘČŠŽĐĿ' +
  'ÂÄÊËÎÏÔÖÛÜřčšžđŀ';

const EBU_CODE = new Map<string, number>([...EBU_HIGH].map((char, index) => [char, 0x80 + index]));

// Punctuation typed titles carry that the set lacks: the nearest ASCII.
const SUBSTITUTES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '´': "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '~': '-',
  '^': ' ',
  '·': '.',
  Œ: 'OE',
  œ: 'oe',
  Æ: 'AE',
  æ: 'ae',
};

const printableAscii = (char: string) => char >= ' ' && char <= '}' && char !== '^' && char !== '`';

/**
 * The text as the radio can show it: kept where the set has the character; Catalan "l·l" as the set's own "ŀl";
 * other punctuation by its ASCII neighbour; other letters without their diacritics (ã → a, ø stays as '?'
 * only when nothing is left). Control characters become spaces.
 */
export function toRdsCharacters(text: string): string {
  let out = '';
  const source = text.replace(/l·l/g, 'ŀl').replace(/L·L/g, 'ĿL').replace(/\s+/g, ' ');
  for (const char of source) {
    if (printableAscii(char) || EBU_CODE.has(char)) out += char;
    else if (SUBSTITUTES[char] !== undefined) out += SUBSTITUTES[char];
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every((c) => printableAscii(c)) && bare ? bare : '?';
    }
  }
  return out;
}

/** Bytes for the encoder: ASCII as is, the rest by the table (call on the output of toRdsCharacters). */
export function rdsBytes(text: string): Buffer {
  const bytes = [...text].map((char) => {
    if (char === '$') return 0xab;
    const code = EBU_CODE.get(char);
    if (code !== undefined) return code;
    return printableAscii(char) ? char.charCodeAt(0) : 0x3f;
  });
  return Buffer.from(bytes);
}
