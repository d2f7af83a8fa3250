import { slugSchema } from '@portico/contract';

/** The tenant is the first label of the host name (`acme.portal.example` → `acme`). */
export const slugFromHost = (hostname: string): string | null => {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const dot = host.indexOf('.');
  if (dot <= 0) return null;
  const parsed = slugSchema.safeParse(host.slice(0, dot));
  return parsed.success ? parsed.data : null;
};
