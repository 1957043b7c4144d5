import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth URI as a QR code (an SVG image), with the secret to type in by hand. */
export function TwoFactorQrCode({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => {
        if (isCurrent) setSvg(text);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [otpauthUri]);

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="size-48 shrink-0 rounded-xl bg-white p-2 ring-1 ring-navy-900/10">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt="QR code of your two-factor secret"
            className="size-full"
          />
        ) : null}
      </div>
      <div className="min-w-0 space-y-1 text-navy-800">
        <p>Cannot scan it? Enter this secret in the app instead:</p>
        <p
          aria-label="Secret"
          data-testid="totp-secret"
          className="font-mono text-lg font-semibold tracking-wider break-all text-navy-950"
        >
          {secret}
        </p>
      </div>
    </div>
  );
}
