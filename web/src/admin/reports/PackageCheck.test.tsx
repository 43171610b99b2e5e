import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The admin shell's route names, as the admin area registers them.
import '../api/admin-api';
import { useToasts } from '../../stores/toasts';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { PackageCheck } from './PackageCheck';

const api = useApiServer();

/** Chooses a package to check; its bytes do not matter here, the stand-in server answers what the test says. */
function checkPackage() {
  renderWithQueries(<PackageCheck />);
  const file = new File(['{}'], 'paquete.zip', { type: 'application/zip' });
  fireEvent.change(screen.getByLabelText('Comprobar un paquete'), { target: { files: [file] } });
}

describe('PackageCheck: checking an inspection package', () => {
  it("shows the station's verdict and each problem it found", async () => {
    api.on('reports.verifyPackage', {
      valid: false,
      problems: ['registro.csv ha cambiado.'],
      manifest: null,
    });
    checkPackage();
    expect((await screen.findByRole('status')).textContent).toContain('No válido.');
    expect(screen.getByText('registro.csv ha cambiado.')).toBeTruthy();
  });

  it('reads the verdict with the shared schema: an answer that does not match is an error, never "Válido"', async () => {
    useToasts.getState().dismiss();
    // A verdict without its manifest: cast to the type, it would have shown "Válido … (0 archivos)".
    api.on('reports.verifyPackage', { valid: true, problems: [] });
    checkPackage();
    await waitFor(() =>
      expect(useToasts.getState().current?.title).toContain('reports.verifyPackage does not match its shared schema'),
    );
    expect(useToasts.getState().current?.variant).toBe('destructive');
    expect(screen.queryByText(/^Válido/)).toBeNull();
  });
});
