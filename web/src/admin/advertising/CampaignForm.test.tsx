import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { page, track } from '../../testing/tracks';
import { type CampaignFormValues, CampaignForm } from './CampaignForm';
import type { KnownSpot } from './SpotPicker';

const api = useApiServer();

const spot20 = track(31, 'Cuña Panadería', { duration: 20 });
const spot30 = track(32, 'Cuña Ferretería', { duration: 29.8 });

function renderForm(initial: CampaignFormValues = {}, onSubmit = vi.fn(async () => undefined), knownSpot?: KnownSpot) {
  api.on('tracks.list', page([spot20, spot30]));
  renderWithQueries(
    <CampaignForm
      idPrefix="c"
      initial={{ daypart: 'any', ...initial }}
      busy={false}
      submitLabel="Crear campaña"
      onSubmit={onSubmit}
      onCancel={() => {}}
      knownSpot={knownSpot}
    />,
  );
  return onSubmit;
}

const price = () => screen.getByRole('status', { name: 'Precio de la campaña' }).textContent?.replace(/\s/g, ' ');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear campaña' }));

describe('CampaignForm', () => {
  it('prices the booking live from the picked spot, the spots and the daypart', async () => {
    renderForm({ spots: 10 });
    expect(price()).toBe('—');
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir Cuña Panadería' }));
    await waitFor(() => expect(price()).toBe('500 €'));
    expect(screen.getByText(/^Elegida: Cuña Panadería/)).toBeTruthy();
    type('Franja', 'morning');
    await waitFor(() => expect(price()).toBe('600 €'));
    type('Franja', 'any');
    type('Cuñas contratadas *', '50');
    await waitFor(() => expect(price()).toBe('1.080 €'));
    // A 29.8 s spot is billed as the 30 s length (the nominal length, 0.5 s tolerance).
    type('Cuñas contratadas *', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Elegir Cuña Ferretería' }));
    await waitFor(() => expect(price()).toBe('600 €'));
  });

  it('an incomplete booking shows the Spanish message under each field and is not sent', async () => {
    const onSubmit = renderForm();
    submit();
    expect(await screen.findByText('El anunciante es requerido.')).toBeTruthy();
    expect(screen.getByText('El título es requerido.')).toBeTruthy();
    expect(screen.getByText('Elige la cuña de la biblioteca.')).toBeTruthy();
    expect(screen.getByText('Indica el número de cuñas contratadas.')).toBeTruthy();
    expect(screen.getByLabelText('Anunciante *').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start, under the end date', async () => {
    const onSubmit = renderForm({ advertiser: 'A', title: 'B', spotTrackId: 31, spots: 3 });
    type('Inicio *', '2026-12-10');
    type('Fin *', '2026-12-01');
    submit();
    expect(await screen.findByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    expect(screen.getByLabelText('Fin *').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed booking: trimmed names, the spot id, the number of spots', async () => {
    const onSubmit = renderForm();
    type('Anunciante *', '  Panadería Sol ');
    type('Título de la campaña *', 'Navidad');
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir Cuña Panadería' }));
    type('Inicio *', '2026-12-01');
    type('Fin *', '2026-12-24');
    type('Cuñas contratadas *', '12');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      advertiser: 'Panadería Sol',
      title: 'Navidad',
      spotTrackId: 31,
      startDate: '2026-12-01',
      endDate: '2026-12-24',
      spots: 12,
      daypart: 'any',
    });
  });

  it("puts the server's message under the field it names", async () => {
    const body = JSON.stringify({
      error: 'bad',
      message: 'La cuña debe ser un anuncio de la biblioteca.',
      field: 'spotTrackId',
    });
    const onSubmit = vi.fn(async () => {
      throw await ApiRequestError.of(400, body);
    });
    renderForm(
      { advertiser: 'A', title: 'B', spotTrackId: 32, startDate: '2026-12-01', endDate: '2026-12-02', spots: 3 },
      onSubmit,
    );
    submit();
    const message = await screen.findByText('La cuña debe ser un anuncio de la biblioteca.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('searchbox', { name: 'Buscar cuña en la biblioteca' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('names and prices the stored spot of a campaign being edited without looking it up', async () => {
    renderForm({ spotTrackId: 99, spots: 10 }, undefined, { id: 99, title: 'Cuña de 2025', durationSec: 20 });
    expect(screen.getByText('Elegida: Cuña de 2025 (0:20)')).toBeTruthy();
    expect(price()).toBe('500 €');
  });
});
