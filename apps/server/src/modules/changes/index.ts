// The change pipeline's public API: the typed events a write emits, and the pipeline its subscribers
// (activity, notifications, live events; jobs of the scheduler) hear them through.
export * from './changes.events';
export {
  type ChangeBatch,
  type ChangeDelivery,
  type ChangePipeline,
  type ChangeSubscriber,
  type DeliverOptions,
  createChangePipeline,
} from './changes.pipeline';
