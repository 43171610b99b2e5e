import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../admin/routes';
import { publicRoutes } from '../public/routes';
import { studioRoutes } from '../studio/routes';

export const router = createBrowserRouter([...adminRoutes, ...studioRoutes, { path: '/', children: publicRoutes }]);
