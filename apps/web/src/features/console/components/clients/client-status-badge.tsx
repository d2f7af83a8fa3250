import type { ClientStatus } from '@portico/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { type MessageKey, t } from '@/lib/i18n';

const LOOK: Record<ClientStatus, { label: MessageKey; tone: BadgeProps['tone'] }> = {
  active: { label: 'consoleClients.status.active', tone: 'success' },
  pending: { label: 'consoleClients.status.pending', tone: 'warning' },
  disabled: { label: 'consoleClients.status.disabled', tone: 'neutral' },
};

export interface ClientStatusBadgeProps {
  status: ClientStatus;
}

/** An account's status as a pill: active, awaiting approval or disabled. */
export const ClientStatusBadge = ({ status }: ClientStatusBadgeProps) => (
  <Badge tone={LOOK[status].tone} dot>
    {t(LOOK[status].label)}
  </Badge>
);
