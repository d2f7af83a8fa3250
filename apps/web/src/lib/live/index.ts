// Live events (docs/decisions.md, "Live events"): one stream per signed-in tab; features subscribe here.
export { connectLive } from './connection';
export { emitLiveEvent, onLiveEvent } from './emitter';
export { useLiveConnection, useLiveEvent } from './use-live';
