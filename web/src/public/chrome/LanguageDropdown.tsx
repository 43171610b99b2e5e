import { Check, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/station/station-facts';
import { LANGUAGE_TRIGGER_CLASS } from './language-trigger';

/** Español / Català / Français; i18n saves the choice under "language" and updates <html lang>. */
export default function LanguageDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={LANGUAGE_TRIGGER_CLASS} aria-label={t('language.label')}>
        <Languages className="h-5 w-5" aria-hidden />
        <span className="uppercase">{current}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(lng) => void i18n.changeLanguage(lng)}>
            {LANGUAGES.map((lng) => (
              <DropdownMenu.RadioItem
                key={lng}
                value={lng}
                lang={lng}
                className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm text-gray-900 outline-none data-[highlighted]:bg-gray-100 data-[state=checked]:bg-red-50 data-[state=checked]:font-semibold data-[state=checked]:text-brand"
              >
                {t(`language.${lng}`)}
                <DropdownMenu.ItemIndicator>
                  <Check className="h-4 w-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
