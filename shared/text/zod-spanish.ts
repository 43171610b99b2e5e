import { z } from 'zod';

/**
 * Zod's own messages in Spanish (the UI's language), for checks without a custom message, such as a limit
 * nobody wrote a sentence for: "Demasiado grande: se esperaba que … tuviera como máximo …" instead of English.
 * Imported for its effect by the station's request parsing; the web app sets the same locale from its entry.
 */
z.config(z.locales.es());
