import { passStatusLabels, type PassStatus } from '@shop/core/pass-card-api';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<PassStatus, BadgeTone> = {
  valid: 'info',
  'not-started': 'neutral',
  expired: 'neutral',
  revoked: 'neutral',
};

export function PassStatusBadge({ status }: { status: PassStatus }) {
  return <Badge tone={tones[status]}>{passStatusLabels[status]}</Badge>;
}
