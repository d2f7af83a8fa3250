import { ErrorPage, NotFoundPage } from '@/features/errors/components/error-page';

/** /error: the full-screen error page; what went wrong may come in the navigation state (§2). */
export const Component = () => <ErrorPage />;

/** Any other path. */
export const NotFound = NotFoundPage;
