import type { Root } from 'react-dom/client';
import { withChunkTimeout } from '@/lib/lazy';
import { Logo } from './brand';
import { Button } from './ui/button';

/**
 * What the page shows when the app's own code could not be downloaded at start (a lost connection, a deploy
 * that replaced it): the router's error page is part of that code, so this stands in for it.
 */
export const StartFailed = () => (
  <div className="flex min-h-dvh flex-col bg-background">
    <title>503 · Portico</title>
    <header className="flex h-14 items-center px-5">
      <Logo />
    </header>
    <main className="flex flex-1 items-center justify-center px-6 py-16">
      <div role="alert" className="flex max-w-md flex-col items-center text-center">
        <h1 className="text-2xl leading-8 font-semibold tracking-tight">This page could not be loaded</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted-foreground">
          Part of the app could not be downloaded. Check your connection and refresh the page.
        </p>
        <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </main>
  </div>
);

/**
 * Loads a part of the app's own code (§9 chunk time-out) and starts it in `root`; if it cannot be
 * downloaded, the root shows StartFailed instead.
 */
export const startInRoot = <M,>(root: Root, load: () => Promise<M>, start: (module: M) => void): void =>
  void withChunkTimeout(load).then(start, (error: unknown) => {
    console.error(error);
    root.render(<StartFailed />);
  });
