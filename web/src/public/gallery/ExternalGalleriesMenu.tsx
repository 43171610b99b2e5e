import { ChevronDown, ExternalLink } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_GALLERIES } from './external-galleries';

/** A menu button listing the external galleries; each opens in a new tab. */
export function ExternalGalleriesMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-md border border-gray-400 bg-white px-4 py-2 font-medium text-gray-900 hover:bg-gray-50">
        {t('gallery.external.button')}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-64 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          {EXTERNAL_GALLERIES.map((gallery) => (
            <DropdownMenu.Item
              key={gallery.key}
              asChild
              className="flex items-center justify-between gap-3 rounded px-3 py-2 text-gray-900 outline-none data-[highlighted]:bg-red-50"
            >
              <a href={gallery.url} target="_blank" rel="noopener noreferrer">
                {t(`gallery.external.${gallery.key}`)}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('gallery.external.newTab')}</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
