import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import AdminFulfillmentPage from '../src/features/admin-fulfillment/pages/admin-fulfillment-page.tsx';
import './harness.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const router = createBrowserRouter([
  { path: '/admin/fulfillment', Component: AdminFulfillmentPage },
  { path: '*', Component: () => <p id="elsewhere">{window.location.pathname + window.location.search}</p> },
]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
