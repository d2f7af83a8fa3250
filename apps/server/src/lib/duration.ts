const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses '30d', '12h', '15m', '45s', '500ms' into milliseconds; null when it is not a duration. */
export const parseDuration = (text: string): number | null => {
  const m = /^(\d+)\s*(ms|s|m|h|d)$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * (UNITS[m[2] as string] as number);
  return value > 0 ? value : null;
};
