import { useEffect, useMemo, useRef } from 'react';
import { PANEL_LAYOUT_SAVE_DEBOUNCE_MS, SIDE_PANEL_PERCENT } from '@portico/contract';
import { readJson, writeItem } from '@/lib/storage';

export const PANEL_LAYOUT_KEY = 'portico:side-panel-layout';

export type PanelLayout = Record<string, number>;

/** A saved layout, if it is one this panel group can use (sizes within the side panel's limits). */
export const readPanelLayout = (sidebarId: string, mainId: string): PanelLayout | undefined => {
  const saved = readJson(PANEL_LAYOUT_KEY);
  if (!saved || typeof saved !== 'object') return undefined;
  const { [sidebarId]: side, [mainId]: main } = saved as Record<string, unknown>;
  if (typeof side !== 'number' || typeof main !== 'number') return undefined;
  if (side < SIDE_PANEL_PERCENT.min || side > SIDE_PANEL_PERCENT.max) return undefined;
  return { [sidebarId]: side, [mainId]: 100 - side };
};

/**
 * §2: the side panel's layout is remembered, saved at most every 100 ms while it is being dragged
 * (debounced), so a drag does not write to storage on every pointer move.
 */
export const usePanelLayout = (sidebarId: string, mainId: string) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const defaultLayout = useMemo(() => readPanelLayout(sidebarId, mainId), [sidebarId, mainId]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onLayoutChange = (layout: PanelLayout) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => writeItem(PANEL_LAYOUT_KEY, JSON.stringify(layout)),
      PANEL_LAYOUT_SAVE_DEBOUNCE_MS,
    );
  };
  return { defaultLayout, onLayoutChange };
};
