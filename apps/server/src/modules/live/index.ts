// The live module's public API: the stream of events, and its subscription to the change pipeline (the
// only way a write reaches it).
export { type LiveRouteServices, liveRoutes } from './live.routes';
export { type LiveService, createLiveService } from './live.service';
export { liveSubscriber } from './live.subscriber';
