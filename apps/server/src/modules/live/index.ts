// The live module's public API: publishing an event from a write, and the stream of events.
export { type PublishOptions, type PublishedEvent, publish } from './live.publish';
export { publishBoardChanges } from './live.hooks';
export { assignedPeople } from './live.repository';
export { liveRoutes } from './live.routes';
export { type LiveService, createLiveService } from './live.service';
