import { RotateCw, ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { screenTexts } from '@portico/contract';
import { Logo } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { localize, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface ErrorPageProps {
  status?: number | string;
  title?: string;
  message?: string;
  /** Inside the signed-in frame the page fills the content area instead of the window. */
  inline?: boolean;
}

/** What another screen may pass in navigation state: `navigate('/error', { state: { error } })`. */
export interface ErrorState {
  error?: ErrorPageProps;
}

const fromState = (state: unknown): ErrorPageProps => {
  if (!state || typeof state !== 'object' || !('error' in state)) return {};
  const error = (state as ErrorState).error;
  return error && typeof error === 'object' ? error : {};
};

/**
 * §2 Error page: a status (default 404), a title and a message (the spec's defaults), 'Go back to safety'
 * (to /, replacing history) and 'Refresh Page' (reloads the app from its root). Props win over what the
 * navigation state carries.
 */
export const ErrorPage = (props: ErrorPageProps) => {
  const location = useLocation();
  const navigate = useNavigate();
  const state = fromState(location.state);
  const status = props.status ?? state.status ?? 404;
  const title = props.title ?? state.title ?? screenTexts.errorTitle;
  const message = props.message ?? state.message ?? screenTexts.errorMessage;
  const Content = props.inline ? 'div' : 'main';
  return (
    <div className={props.inline ? 'flex h-full flex-col' : 'flex min-h-dvh flex-col bg-background'}>
      <title>{t('auth.errorPage.documentTitle', { status })}</title>
      {!props.inline && (
        <header className="flex h-14 items-center px-5">
          <Logo />
        </header>
      )}
      <Content className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="flex max-w-md flex-col items-center text-center">
          <p className="tabular text-6xl leading-none font-semibold tracking-tight text-primary-text">
            {status}
          </p>
          <h1 className="mt-6 text-2xl leading-8 font-semibold tracking-tight">{localize(title)}</h1>
          <p className="mt-3 text-[15px] leading-relaxed text-muted-foreground">{localize(message)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={() => void navigate(paths.home(), { replace: true })}>
              <ShieldCheck className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('auth.errorPage.goBack')}
            </Button>
            <Button variant="secondary" size="lg" onClick={() => window.location.assign(paths.home())}>
              <RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('auth.errorPage.refresh')}
            </Button>
          </div>
        </div>
      </Content>
    </div>
  );
};

/** Any other path (§2): the error page with 404 'Page not found'. */
export const NotFoundPage = () => <ErrorPage status={404} message={screenTexts.pageNotFound} />;
