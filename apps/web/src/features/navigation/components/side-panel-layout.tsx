import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Group, Panel, usePanelRef } from 'react-resizable-panels';
import { SIDE_PANEL_PERCENT } from '@portico/contract';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useIsMobile } from '@/hooks/use-media-query';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import { usePanelLayout } from '../hooks/use-panel-layout';

export interface SidePanelLayoutProps {
  sidebar: ReactNode;
  children: ReactNode;
}

const SIDEBAR = 'sidebar';
const MAIN = 'main';
const STEP = 1;
/** The panel the separator resizes (its aria-controls). */
const SIDE_PANEL_ID = 'side-panel';

/**
 * §2: on large screens the sidebar is a resizable panel (13–20 %, 15 % by default) beside the content;
 * under 768 px it is hidden (the drawer takes over) and the content has the full width.
 *
 * The panel is dragged by its edge (the library's edge resizing) and resized by keyboard through a
 * separator inside the sidebar, so every control sits inside a landmark. The separator follows the WAI-ARIA
 * window splitter: a tab stop with its value, Left and Right arrows a percent at a time (the arrow towards
 * the content widens the panel, mirrored when the page reads right to left), Home and End to the narrowest
 * and widest, and a visible ring while it has the keyboard's focus.
 */
export const SidePanelLayout = ({ sidebar, children }: SidePanelLayoutProps) => {
  const isMobile = useIsMobile();
  const { defaultLayout, onLayoutChange } = usePanelLayout(SIDEBAR, MAIN);
  const panel = usePanelRef();
  const [size, setSize] = useState<number>(defaultLayout?.[SIDEBAR] ?? SIDE_PANEL_PERCENT.default);

  if (isMobile) {
    return (
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-h-0 min-w-0 flex-1 overflow-y-auto outline-none"
      >
        {children}
      </main>
    );
  }

  const resizeBy = (event: KeyboardEvent) => {
    // The panel's live size, not the last render's: keys pressed faster than React renders each count.
    const current = Math.round(panel.current?.getSize().asPercentage ?? size);
    // Read right to left, the panel is on the right: the left arrow moves its edge outwards.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const wider = rtl ? 'ArrowLeft' : 'ArrowRight';
    const narrower = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === wider
        ? current + STEP
        : event.key === narrower
          ? current - STEP
          : event.key === 'Home'
            ? SIDE_PANEL_PERCENT.min
            : event.key === 'End'
              ? SIDE_PANEL_PERCENT.max
              : null;
    if (next === null) return;
    event.preventDefault();
    panel.current?.resize(`${Math.min(SIDE_PANEL_PERCENT.max, Math.max(SIDE_PANEL_PERCENT.min, next))}%`);
  };

  return (
    <Group
      id="portico-frame"
      orientation="horizontal"
      defaultLayout={defaultLayout}
      onLayoutChange={onLayoutChange}
      className="min-h-0 flex-1"
    >
      <Panel
        id={SIDEBAR}
        panelRef={panel}
        minSize={`${SIDE_PANEL_PERCENT.min}%`}
        maxSize={`${SIDE_PANEL_PERCENT.max}%`}
        defaultSize={`${SIDE_PANEL_PERCENT.default}%`}
        onResize={(next) => setSize(Math.round(next.asPercentage))}
        className="h-full"
      >
        <aside
          id={SIDE_PANEL_ID}
          aria-label={t('navigation.sidePanel.label')}
          className="relative h-full border-e border-border bg-surface"
        >
          <div className="h-full overflow-y-auto">{sidebar}</div>
          {/* A focusable separator is a widget (WAI-ARIA window splitter); the lint rules predate that. */}
          {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
          <div
            role="separator"
            tabIndex={0}
            aria-label={t('navigation.sidePanel.resize')}
            aria-controls={SIDE_PANEL_ID}
            aria-orientation="vertical"
            aria-valuenow={size}
            aria-valuemin={SIDE_PANEL_PERCENT.min}
            aria-valuemax={SIDE_PANEL_PERCENT.max}
            aria-valuetext={t('navigation.sidePanel.size', {
              size: formatNumber(size / 100, { style: 'percent' }),
            })}
            onKeyDown={resizeBy}
            // The panel clips what lies past its edge, so the handle sits inside it, narrow enough to leave the
            // sidebar's scrollbar usable; while focused by keyboard a ringed grip shows beside it (the global
            // outline would be cut in half at the edge).
            className="group absolute inset-y-0 end-0 w-1.5 cursor-col-resize outline-none focus-visible:outline-none"
          >
            <span
              aria-hidden="true"
              className="absolute inset-y-0 end-0 w-0.5 transition-colors group-hover:bg-ring/60 group-focus-visible:w-[3px] group-focus-visible:bg-ring"
            />
            <span
              aria-hidden="true"
              data-separator-grip=""
              className="pointer-events-none absolute top-1/2 end-2 hidden h-10 w-1.5 -translate-y-1/2 rounded-full bg-ring ring-2 ring-ring ring-offset-2 ring-offset-surface group-focus-visible:block"
            />
          </div>
          {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        </aside>
      </Panel>
      <Panel id={MAIN} className="h-full">
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="h-full min-w-0 overflow-y-auto outline-none">
          {children}
        </main>
      </Panel>
    </Group>
  );
};
