// The metrics module's public API: Prometheus metrics at /metrics, for the metrics token only.
export { registerMetrics } from './metrics.plugin';
