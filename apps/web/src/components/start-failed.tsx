import type { Root } from 'react-dom/client';
import { type MessageKey, i18n, t, useLanguage } from '@/lib/i18n';
import { withChunkTimeout } from '@/lib/lazy';
import { Logo, PRODUCT_NAME } from './brand';
import { Button } from './ui/button';

/**
 * The page's texts, each with its English: what failed to download may be the catalogue itself (a language
 * is active only once its messages have loaded), and then English is all there is to show.
 */
const TEXTS = {
  title: { key: 'common.startFailed.title', english: 'This page could not be loaded' },
  body: {
    key: 'common.startFailed.body',
    english: 'Part of the app could not be downloaded. Check your connection and refresh the page.',
  },
  refresh: { key: 'common.startFailed.refresh', english: 'Refresh Page' },
} as const satisfies Record<string, { key: MessageKey; english: string }>;

const text = ({ key, english }: { key: MessageKey; english: string }): string =>
  i18n.locale ? t(key) : english;

/**
 * What the page shows when the app's own code could not be downloaded at start (a lost connection, a deploy
 * that replaced it): the router's error page is part of that code, so this stands in for it. It shows itself
 * again if the reader's language arrives after it.
 */
export const StartFailed = () => {
  useLanguage();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <title>{`503 · ${PRODUCT_NAME}`}</title>
      <header className="flex h-14 items-center px-5">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 py-16">
        <div role="alert" className="flex max-w-md flex-col items-center text-center">
          <h1 className="text-2xl leading-8 font-semibold tracking-tight">{text(TEXTS.title)}</h1>
          <p className="mt-3 text-[15px] leading-relaxed text-muted-foreground">{text(TEXTS.body)}</p>
          <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
            {text(TEXTS.refresh)}
          </Button>
        </div>
      </main>
    </div>
  );
};

/**
 * Loads a part of the app's own code (§9 chunk time-out) and starts it in `root`; if it cannot be
 * downloaded, the root shows StartFailed instead.
 */
export const startInRoot = <M,>(root: Root, load: () => Promise<M>, start: (module: M) => void): void =>
  void withChunkTimeout(load).then(start, (error: unknown) => {
    console.error(error);
    root.render(<StartFailed />);
  });
