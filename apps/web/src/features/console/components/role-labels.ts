import type { StaffRole } from '@portico/contract';

/** What each staff role is called and may do, in the words the console shows. */
export const ROLE_LABELS: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Administrator', description: 'Everything editors can do, and manages staff.' },
  editor: { label: 'Editor', description: 'Manages clients: approvals, sign-in links, access.' },
};
