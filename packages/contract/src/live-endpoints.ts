import type { EndpointDef } from './endpoint-def';
import { liveEventsQuerySchema, liveStreamSchema } from './live';

/** The live event stream (live.ts): a catalogue of its own, like the other areas'. */
export const liveEndpoints = {
  liveEvents: {
    method: 'GET',
    path: '/api/events',
    query: liveEventsQuerySchema,
    response: liveStreamSchema,
    auth: true,
    summary:
      'Server-sent events (text/event-stream) of what changed that the user may see; resumes after Last-Event-ID',
  },
} as const satisfies Record<string, EndpointDef>;
