import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A card's code as a QR code (an SVG image) for the gate's scanner. Drawn in the browser from the
 * code, so an offline card (decision 088) needs nothing from the network to show it.
 */
export function PassQrCode({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => {
        if (isCurrent) setSvg(text);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code]);

  return (
    <div className="aspect-square w-full max-w-64 rounded-xl bg-white p-2 ring-1 ring-navy-900/10">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          className="size-full"
        />
      ) : (
        <div role="img" aria-label={label} className="size-full" />
      )}
    </div>
  );
}
