/**
 * Every action the audit log records (decision 085), with the words the audit page shows for it.
 * The server's `recordAudit` takes only these names, so an action without a label does not
 * compile, and the page's action filter lists exactly these.
 */
export const auditActionLabels = {
  'staff.log-in': 'Logged in',
  'staff.log-in-failed': 'Failed log-in',
  'staff.log-out': 'Logged out',
  'staff.create': 'Staff account created',
  'staff.change': 'Staff account changed',
  'staff.enable-two-factor': 'Two-factor turned on',
  'staff.use-recovery-code': 'Recovery code used',
  'staff.renew-recovery-codes': 'Recovery codes renewed',
  'staff.invite': 'Staff member invited',
  'staff.set-password': 'Password set through a link',
  'staff.change-password': 'Password changed',
  'staff.reset-password': 'Password reset',
  'staff.reset-two-factor': 'Two-factor reset',
  'role-permissions.change': 'Role permissions changed',
  'day-close.record': 'Day closed',
  'member.change': 'Member changed',
  'member.send-password-reset': 'Member sent a password reset',
  'pass-card.replace': 'Membership card replaced',
  'member.take-photo': 'Pass holder’s photo taken',
  'member.remove-photo': 'Pass holder’s photo removed',
  'coupon.create': 'Coupon created',
  'coupon.change': 'Coupon changed',
  'membership.create': 'Membership created',
  'membership.change': 'Membership changed',
  'membership.change-entitlements': 'Membership entitlements changed',
  'admission.create': 'Ticket checked in',
  'admission.undo': 'Check-in undone',
  'admission.create-pass': 'Pass holder checked in',
  'admission.undo-pass': 'Pass holder’s check-in undone',
  'order.walk-up-sale': 'Walk-up sale',
  'order.refund': 'Order refunded',
  'order.refund.cash-handed-over': 'Refund cash handed over',
  'order.resend-confirmation': 'Confirmation resent',
  'order.add-note': 'Order note added',
  'membership-order.refund': 'Membership order refunded, its passes revoked',
  'venue.create': 'Venue created',
  'venue.change': 'Venue changed',
  'activity.create': 'Activity created',
  'activity.change': 'Activity changed',
  'activity.publish': 'Activity published',
  'activity.draft': 'Activity made a draft',
  'ticket.create': 'Ticket type created',
  'ticket.change': 'Ticket type changed',
  'image.upload': 'Image uploaded',
  'session.create': 'Session created',
  'session.create-schedule': 'Schedule of sessions created',
  'session.change': 'Session changed',
  'session.close': 'Session closed',
  'session.reopen': 'Session reopened',
  'session.delete': 'Session deleted',
  'session.cancel': 'Session cancelled',
  'session.bulk-close': 'Sessions closed',
  'session.bulk-reopen': 'Sessions reopened',
  'session.bulk-set-capacity': 'Sessions’ capacity set',
  'waitlist.offer': 'Waiting list entry offered places',
  'waitlist.remove': 'Waiting list entry removed',
  'queue.schedule': 'On-sale queue set',
  'queue.end': 'On-sale queue ended',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export const isAuditAction = (value: string): value is AuditAction =>
  Object.hasOwn(auditActionLabels, value);

/** The words for an action; an action recorded before its label existed shows its name. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? auditActionLabels[action] : action;
