import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useScrollToHash } from '../content-ui/useScrollToHash';
import { BaseRatesTable } from '../rates/BaseRatesTable';
import { CampaignCalculator } from '../rates/CampaignCalculator';
import { DiscountsTable } from '../rates/DiscountsTable';
import { ServicesTable } from '../rates/ServicesTable';
import { SurchargesTable } from '../rates/SurchargesTable';

const TABS = [
  { value: 'base', Panel: BaseRatesTable },
  { value: 'discounts', Panel: DiscountsTable },
  { value: 'surcharges', Panel: SurchargesTable },
  { value: 'services', Panel: ServicesTable },
] as const;

export default function RatesPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // The #additional-services anchor opens its tab, then the page scrolls to it.
  const [tab, setTab] = useState<string>(hash === '#additional-services' ? 'services' : 'base');
  useScrollToHash(tab === 'services' || hash !== '#additional-services');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link to="/advertising" className="inline-flex w-fit items-center gap-2 font-medium text-red-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('rates.back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('rates.title')}</h1>
        <p className="mt-2 text-gray-700">{t('rates.subtitle')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('rates.tabsLabel')} className="flex flex-wrap gap-1 border-b border-gray-300">
          {TABS.map(({ value }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px rounded-t-md border border-transparent px-3 py-2 font-medium text-gray-700 hover:text-gray-900 data-[state=active]:border-gray-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-red-800"
            >
              {t(`rates.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <CampaignCalculator />
    </div>
  );
}
