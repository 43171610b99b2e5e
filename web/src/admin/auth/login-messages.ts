import { ApiRequestError } from '../../lib/api';

export const LOGIN_MESSAGES = {
  invalid: 'Credenciales inválidas. Por favor, verifique su usuario y contraseña.',
  network: 'Error al conectar con el servidor. Por favor, intente más tarde.',
  notAdmin: 'Acceso denegado: Se requieren permisos de administrador.',
} as const;

/** The spec's login message for a failed attempt; the server's own text when it explains more (rate limit). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return LOGIN_MESSAGES.invalid;
    return error.serverMessage ?? LOGIN_MESSAGES.invalid;
  }
  return LOGIN_MESSAGES.network;
}
