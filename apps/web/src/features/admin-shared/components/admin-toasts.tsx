import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/**
 * The back office's toasts: a short line after a save, gone after a few seconds. They show at the
 * top, away from the buttons forms and dialogs keep at their foot: at the bottom they covered the
 * next form's submit button (an activity's "Create draft", a dialog's "Add"), and on a phone the
 * Cancel of a dialog, which opens as a sheet at the bottom, until they went. From a tablet's width
 * up they show in the middle, just under the header. An open dialog is in front of them (z-40,
 * under the dialogs' z-50): a save's toast still showing when the next dialog opened covered that
 * dialog's title and subtitle for its six seconds. Each save that shows one closes its own dialog
 * first; a toast whose save is answered after the clerk has opened another dialog is behind that
 * dialog until it closes.
 */
export const adminToasts = new ToastQueue<{ title: string }>({ maxVisibleToasts: 3 });

export function showSaved(title: string) {
  adminToasts.add({ title }, { timeout: 6000 });
}

export function AdminToastRegion() {
  return (
    <ToastRegion
      queue={adminToasts}
      className="fixed inset-x-4 top-4 z-40 flex flex-col items-center gap-2 outline-none sm:inset-x-auto sm:top-18 sm:left-1/2 sm:-translate-x-1/2"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className="flex items-center gap-4 rounded-xl bg-navy-950 px-4 py-3 text-white shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-glacier-400"
        >
          <ToastContent>
            <Text slot="title" className="text-sm font-semibold">
              {toast.content.title}
            </Text>
          </ToastContent>
          <Button
            slot="close"
            aria-label="Dismiss"
            className="rounded-md p-1 text-glacier-200 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-glacier-400"
          >
            <CloseIcon className="size-4" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
