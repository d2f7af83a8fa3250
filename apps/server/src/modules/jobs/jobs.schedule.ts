/**
 * When a job is due. Slots are computed from the clock alone, the same on every instance: the slot due at
 * a moment is the latest scheduled time at or before it, so an instance that was down over several slots
 * sees only the last one (a job catches up once, not once per slot it missed).
 */
export interface Schedule {
  /** The slot due at `now`: the latest scheduled time at or before it (ms since the epoch). */
  due(now: number): number;
  /** The first scheduled time after `now`. */
  next(now: number): number;
  /** How it reads in logs: "every 1h", "daily at 08:00 UTC". */
  readonly label: string;
}

/** A time of day, UTC. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

const DAY_MS = 86_400_000;

const readable = (ms: number): string => {
  for (const [unit, size] of [
    ['d', DAY_MS],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const)
    if (ms % size === 0) return `${ms / size}${unit}`;
  return `${ms}ms`;
};

const periodic = (periodMs: number, offsetMs: number, label: string): Schedule => {
  if (!Number.isSafeInteger(periodMs) || periodMs <= 0) throw new Error(`a job's period must be >0 ms`);
  const due = (now: number) => Math.floor((now - offsetMs) / periodMs) * periodMs + offsetMs;
  return { due, next: (now) => due(now) + periodMs, label };
};

/** Every `periodMs`, at whole multiples of it since the epoch (every hour on the hour, for instance). */
export const every = (periodMs: number): Schedule => periodic(periodMs, 0, `every ${readable(periodMs)}`);

/** Once a day at a time of day, UTC (a UTC day is always 24 hours long, so this is a period too). */
export const dailyAt = ({ hour, minute }: TimeOfDay): Schedule => {
  if (!(
    Number.isInteger(hour) &&
    hour >= 0 &&
    hour < 24 &&
    Number.isInteger(minute) &&
    minute >= 0 &&
    minute < 60
  ))
    throw new Error(`not a time of day: ${hour}:${minute}`);
  const hhmm = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return periodic(DAY_MS, (hour * 60 + minute) * 60_000, `daily at ${hhmm} UTC`);
};
