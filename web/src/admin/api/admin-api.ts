import { ADMIN_API_PATHS } from '../../../../shared/api/paths/admin-paths';
import { registerApiPaths } from '../../lib/api';
import { loadApiTables } from '../../lib/api-check';

// Imported first by the admin's and the studio's shells: their names can be called and linked from the first
// render, and their answers are parsed on arrival (these screens carry zod with their forms anyway).
registerApiPaths(ADMIN_API_PATHS);
void loadApiTables();
