// The rate-limits module's public API: fixed-window limits per key and the sign-in throttle's housekeeping.
export {
  AUTH_LIMITS,
  type Limit,
  type RateLimitService,
  createRateLimitService,
} from './rate-limits.service';
