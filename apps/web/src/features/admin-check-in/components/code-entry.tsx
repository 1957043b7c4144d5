import { Button } from '../../../components/ui/button.tsx';
import { QrCamera } from './qr-camera.tsx';
import { TicketCodeForm } from './ticket-code-form.tsx';

/** The two ways a code reaches the gate: the camera, started on demand, and typing it. */
export function CodeEntry({
  onCode,
  isChecking,
  isScanning,
  onScanningChange,
}: {
  onCode: (code: string) => Promise<void>;
  isChecking: boolean;
  /** Kept by the page, so the camera stays on from one session or day to the next. */
  isScanning: boolean;
  onScanningChange: (isScanning: boolean) => void;
}) {
  return (
    <>
      <section aria-labelledby="scan-heading" className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="scan-heading" className="text-xl font-bold text-navy-950">
            Scan
          </h2>
          <Button
            variant={isScanning ? 'secondary' : 'primary'}
            onPress={() => onScanningChange(!isScanning)}
          >
            {isScanning ? 'Stop camera' : 'Start camera'}
          </Button>
        </div>
        {isScanning ? (
          <QrCamera isPaused={isChecking} onCode={(code) => void onCode(code)} />
        ) : null}
      </section>
      <section aria-labelledby="type-heading" className="space-y-3">
        <h2 id="type-heading" className="text-xl font-bold text-navy-950">
          Type a code
        </h2>
        <TicketCodeForm onCode={onCode} isChecking={isChecking} />
      </section>
    </>
  );
}
