import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The admin shell's route names, as the admin area registers them.
import '../api/admin-api';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { InspectionPackage } from './InspectionPackage';

const api = useApiServer();

describe('InspectionPackage: the key an inspector compares', () => {
  it("shows the station key's fingerprint in groups of four, as emisora-verify prints it", async () => {
    // The page's periods are on the station's clock, which it reads from the site's configuration.
    api.on('station.siteConfig', { spotifyApiBase: 'x', listenerCountMinimum: 0, timeZone: 'Europe/Madrid' });
    api.on('reports.settings', { licence: '', keySha256: 'ab12'.repeat(16) });
    renderWithQueries(<InspectionPackage />);
    const shown = await screen.findByText((_text, node) => node?.tagName === 'CODE' && /ab12 ab12/.test(_text));
    expect(shown.textContent).toBe(Array(16).fill('ab12').join(' '));
  });
});
