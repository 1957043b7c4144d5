import type { AdminTicket } from '@shop/core/admin-catalogue-api';
import { formatPrice } from '@shop/core/money';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog, ModalDialogBody } from '../../../components/ui/modal-dialog.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { TicketForm } from './ticket-form.tsx';

type Editing = { ticket: AdminTicket | null; addOn: boolean } | null;

function TicketRows({
  title,
  tickets,
  onEdit,
}: {
  title: string;
  tickets: AdminTicket[];
  onEdit: (ticket: AdminTicket) => void;
}) {
  if (tickets.length === 0)
    return (
      <p className="rounded-xl bg-glacier-50 px-4 py-3 text-navy-800">
        No {title.toLowerCase()} yet.
      </p>
    );
  return (
    // A focusable, named region: the table may be wider than the page and scroll.
    <div
      role="region"
      aria-label={title}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-navy-900/10 outline-none focus-visible:ring-2 focus-visible:ring-glacier-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="border-b border-navy-900/10 bg-glacier-50 text-navy-900">
          <tr>
            {['Name', 'Price', 'Tax', 'Position', 'Sale'].map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-semibold">
                {label}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10 text-navy-800">
          {tickets.map((ticket) => (
            <tr key={ticket.id}>
              <td className="px-4 py-3">
                <span className="font-semibold text-navy-950">{ticket.displayName}</span>
                {ticket.description ? (
                  <span className="block text-slate-600">{ticket.description}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {formatPrice(Math.round(ticket.price * 100))}
              </td>
              <td className="px-4 py-3 tabular-nums">{ticket.taxRatePercent}%</td>
              <td className="px-4 py-3 tabular-nums">{ticket.position}</td>
              <td className="px-4 py-3">
                <Badge tone={ticket.active ? 'info' : 'neutral'}>
                  {ticket.active ? 'On sale' : 'Off sale'}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right">
                <Button variant="secondary" size="sm" onPress={() => onEdit(ticket)}>
                  Edit<span className="sr-only"> {ticket.displayName}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An activity's ticket types and add-ons, each edited in a dialog. */
export function TicketList({
  activityId,
  tickets,
}: {
  activityId: number;
  tickets: AdminTicket[];
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const kinds = [
    { title: 'Ticket types', addOn: false, add: 'Add ticket type' },
    { title: 'Add-ons', addOn: true, add: 'Add add-on' },
  ];
  return (
    <div className="space-y-6">
      {kinds.map((kind) => {
        const list = tickets.filter((ticket) => ticket.addOn === kind.addOn);
        return (
          <div key={kind.title} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-bold text-navy-950">{kind.title}</h3>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => setEditing({ ticket: null, addOn: kind.addOn })}
              >
                {kind.add}
              </Button>
            </div>
            <TicketRows
              title={kind.title}
              tickets={list}
              onEdit={(ticket) => setEditing({ ticket, addOn: ticket.addOn })}
            />
          </div>
        );
      })}
      <ModalDialog
        isOpen={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={
          editing?.ticket
            ? `Edit ${editing.ticket.displayName}`
            : editing?.addOn
              ? 'New add-on'
              : 'New ticket type'
        }
        subtitle="Prices apply to carts priced from a few seconds after saving."
        size="lg"
      >
        <ModalDialogBody>
          {editing ? (
            <TicketForm
              activityId={activityId}
              ticket={editing.ticket}
              addOn={editing.addOn}
              nextPosition={tickets.length}
              onCancel={() => setEditing(null)}
              onSaved={(ticket) => {
                setEditing(null);
                showSaved(`${ticket.displayName} is saved.`);
              }}
            />
          ) : null}
        </ModalDialogBody>
      </ModalDialog>
    </div>
  );
}
