import { Alert } from '../../../components/ui/alert.tsx';

/** Recovery codes just made: shown this once, with the warning to keep them. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <>
      <Alert tone="warning" role="alert" title="Save these recovery codes now">
        They are shown only this once. Each one logs you in once if you lose your authenticator app.
        Keep them somewhere safe, away from this computer.
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-glacier-50 p-4 font-mono text-base text-navy-950"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </>
  );
}
