// The feedback module's public API: a signed-in user's feedback, mailed to the operator.
export { type FeedbackService, createFeedbackService } from './feedback.service';
export { type FeedbackRouteServices, feedbackRoutes } from './feedback.routes';
