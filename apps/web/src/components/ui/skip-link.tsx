import { t } from '@/lib/i18n';

/** The id of the page's main element, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content': the first focusable element of a layout, hidden until it has the keyboard focus.
 * The main element it targets carries `id={MAIN_CONTENT_ID}` and `tabIndex={-1}`, so it can take the focus.
 */
export const SkipLink = () => (
  <a
    href={`#${MAIN_CONTENT_ID}`}
    onClick={(event) => {
      // The router owns the URL: move the focus without adding a hash to it.
      event.preventDefault();
      const main = document.getElementById(MAIN_CONTENT_ID);
      main?.focus();
      main?.scrollIntoView?.({ block: 'start' });
    }}
    className="sr-only z-[1100] rounded-control bg-primary px-3 py-2 text-sm font-medium text-primary-foreground shadow-overlay focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
  >
    {t('common.skipLink.label')}
  </a>
);
