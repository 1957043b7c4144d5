import { useEffect, useRef, useState } from 'react';

/** What reads a QR code off a video frame: the browser's own detector, or jsQR on a canvas. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = (new (options: { formats: string[] }) => NativeDetector) & {
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's BarcodeDetector where it reads QR codes; else jsQR, loaded only now. */
async function createFrameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

const SCAN_INTERVAL_MS = 250;
/** The same code seen again this soon is the same ticket still in front of the camera. */
const SAME_CODE_PAUSE_MS = 4000;

/**
 * The back camera's picture with QR codes read from it a few times a second; each new code is
 * handed to `onCode`. The camera is on while this is shown, off once it is gone.
 */
export function QrCamera({
  onCode,
  isPaused,
}: {
  onCode: (code: string) => void;
  isPaused: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(isPaused);
  useEffect(() => {
    onCodeRef.current = onCode;
    pausedRef.current = isPaused;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setProblem('The camera could not be started. Allow the camera, or type the code below.');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const read = await createFrameReader();
      const tick = async () => {
        if (stopped) return;
        if (!pausedRef.current) {
          const code = await read(video).catch(() => null);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code, at: now };
            onCodeRef.current(code);
          }
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="space-y-2">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera picture: hold the ticket's QR code in front of it"
        className="aspect-[4/3] w-full rounded-xl bg-navy-950 object-cover"
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
