import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiQuery, apiUrl, errorMessage } from '../../lib/api';

/**
 * /anunciante/:token: what a signed link shows its advertiser without an account: the campaign's
 * airings in station time, and the same as a CSV. The server checks the signature and the expiry.
 */
export default function AdvertiserLinkPage() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  const view = useQuery(apiQuery('advertiser.view', { params: { token } }));
  const data = view.data;
  if (view.error) {
    const message = errorMessage(view.error, view.error.message);
    return (
      <p role="alert" className="mx-auto max-w-2xl py-16 text-center">
        {message}
      </p>
    );
  }
  if (!data) return <p className="py-16 text-center">{t('advertiserLink.loading')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, {
    timeZone: data.timezone,
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: data.timezone });
  return (
    <section className="mx-auto max-w-3xl space-y-4 py-8">
      <h1 className="text-2xl font-bold">{t('advertiserLink.title')}</h1>
      <p className="text-lg">
        {data.campaign.advertiser} · {data.campaign.title}
      </p>
      <p>
        {t('advertiserLink.period', { start: data.campaign.startDate, end: data.campaign.endDate })} ·{' '}
        {t('advertiserLink.aired', { aired: data.campaign.aired, spots: data.campaign.spots })}
      </p>
      <a
        className="inline-block rounded border px-3 py-1.5 underline"
        href={apiUrl('advertiser.airingsCsv', { params: { token } })}
      >
        {t('advertiserLink.download')}
      </a>
      {data.airings.length === 0 ? (
        <p>{t('advertiserLink.none')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="p-2">{t('advertiserLink.when')}</th>
              <th className="p-2">{t('advertiserLink.spot')}</th>
              <th className="p-2">{t('advertiserLink.seconds')}</th>
              <th className="p-2">{t('advertiserLink.listeners')}</th>
            </tr>
          </thead>
          <tbody>
            {data.airings.map((airing) => (
              <tr key={airing.id} className="border-t">
                <td className="p-2 tabular-nums">{when.format(new Date(airing.airedAt))}</td>
                <td className="p-2">{airing.spot.title}</td>
                <td className="p-2 tabular-nums">{Math.round(airing.durationSec)}</td>
                <td className="p-2 tabular-nums">{airing.listeners}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm text-gray-600">
        {t('advertiserLink.zone', { zone: data.timezone })}{' '}
        {t('advertiserLink.expires', { date: day.format(new Date(data.expiresAt)) })}
      </p>
    </section>
  );
}
