/** When a one-time link stops working, in words: 'in 15 minutes', 'in 3 hours', 'on Mar 4, 2026 at 09:30'. */
export const expiresIn = (expiresAt: string, now: Date = new Date()): string => {
  const at = new Date(expiresAt);
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return 'soon';
  if (minutes <= 1) return 'in a minute';
  if (minutes < 120) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `in ${hours} hours`;
  const date = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `on ${date} at ${time}`;
};
