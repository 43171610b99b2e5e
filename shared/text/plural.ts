import { formatCount } from './format-number';

/**
 * A phrase in each CLDR plural category the language uses; `#` stands for the count. `one` and `other` are
 * required (Spanish needs no more); a category left out (Spanish `many`, for millions) falls back to `other`.
 */
export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rulesByLanguage = new Map<string, Intl.PluralRules>();

function rulesFor(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/**
 * The one plural rule of the admin, the studio and the server's Spanish messages ("1 canción", "3 canciones",
 * "Seleccionar la cargada"), so no screen writes its own `n === 1 ?` again. The public site uses i18next's
 * `_one`/`_other` keys, which read the same Intl rules. The count is grouped as every count is ("1.234").
 */
export function plural(count: number, forms: PluralForms, language = 'es'): string {
  const phrase = forms[rulesFor(language).select(count)] ?? forms.other;
  return phrase.replaceAll('#', formatCount(count, language));
}
