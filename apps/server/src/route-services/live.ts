import type { LiveService } from '../modules/live/live.service';

// The services the live route plugin receives (app.ts passes exactly these), so it no longer imports the
// whole container. It belongs beside the plugin, as the other modules' `XxxRouteServices` are; it sits here
// until that file takes it over (one file per plugin, so that no two of them meet in a cycle).
export interface LiveRouteServices {
  live: LiveService;
}
