// The activity module's public API: the record every service writes its changes to.
export {
  type ActivityActor,
  type ActivityService,
  type Change,
  OPERATOR,
  activityActorOf,
  createActivityService,
} from './activity.service';
export { activityRoutes } from './activity.routes';
