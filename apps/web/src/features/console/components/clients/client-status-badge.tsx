import type { ClientStatus } from '@portico/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<ClientStatus, { label: string; tone: BadgeProps['tone'] }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Awaiting approval', tone: 'warning' },
  disabled: { label: 'Disabled', tone: 'neutral' },
};

export interface ClientStatusBadgeProps {
  status: ClientStatus;
}

/** An account's status as a pill: active, awaiting approval or disabled. */
export const ClientStatusBadge = ({ status }: ClientStatusBadgeProps) => (
  <Badge tone={LOOK[status].tone} dot>
    {LOOK[status].label}
  </Badge>
);
