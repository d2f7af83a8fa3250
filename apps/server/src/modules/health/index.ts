// The health module's public API: liveness and readiness checks, and the draining of a stopping server.
export { healthRoutes } from './health.routes';
export { type Lifecycle, createLifecycle, registerDrainingConnectionClose } from './lifecycle';
