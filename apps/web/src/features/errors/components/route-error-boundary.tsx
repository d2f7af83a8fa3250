import { isRouteErrorResponse, useRouteError } from 'react-router';
import { screenTexts } from '@portico/contract';
import { t } from '@/lib/i18n';
import { ErrorPage } from './error-page';

/** Chunk loads that fail after a deploy or a lost connection: a refresh fetches the current app. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadTimeoutError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    ));

export interface RouteErrorBoundaryProps {
  /** Nested in the signed-in frame: the page fills the content area and the frame stays usable. */
  inline?: boolean;
}

/** A route's error boundary: whatever went wrong rendering or loading it shows the error page. */
export const RouteErrorBoundary = ({ inline }: RouteErrorBoundaryProps) => {
  const error = useRouteError();
  console.error(error);
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        inline={inline}
        status={error.status}
        message={error.status === 404 ? screenTexts.pageNotFound : screenTexts.errorMessage}
      />
    );
  }
  if (isChunkLoadError(error)) {
    return (
      <ErrorPage
        inline={inline}
        status={503}
        title={t('auth.routeError.chunkTitle')}
        message={t('auth.routeError.chunkMessage')}
      />
    );
  }
  return <ErrorPage inline={inline} status={500} />;
};
