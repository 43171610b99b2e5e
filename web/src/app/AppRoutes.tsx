import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { useDocumentTitle } from './DocumentTitle';
import { appRoutes } from './routes';

/**
 * The app's pages in React Router's declarative mode (a route table, no data APIs): about half the router's code
 * of createBrowserRouter, on the home page's first load. Pages on demand suspend here until their chunk arrives.
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(appRoutes, location);
  useDocumentTitle(appRoutes, location);
  return <Suspense>{page}</Suspense>;
}
