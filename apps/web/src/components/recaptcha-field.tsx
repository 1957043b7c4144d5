/**
 * The reCAPTCHA v2 widget (SPEC section 7), rendered only when verification is on. Google's
 * script is loaded once, on first use; the widget's answer is handed to the form, and cleared
 * when it expires or the form asks for a new one (an answer is good for one check only). When the
 * script cannot load, the visitor is told so, with a retry and the support address.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { FieldErrorMessage } from './ui/field-error-message.tsx';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (response: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scriptUrl = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptLoad: { script: HTMLScriptElement; loaded: Promise<Grecaptcha> } | undefined;

/**
 * Google's script, added once while its element is in the document. A failed load (blocked,
 * offline) is forgotten with its element, so the next call adds the script again.
 */
function loadRecaptcha(): Promise<Grecaptcha> {
  if (scriptLoad?.script.isConnected) return scriptLoad.loaded;
  const script = document.createElement('script');
  const loaded = new Promise<Grecaptcha>((resolve, reject) => {
    const fail = () => {
      if (scriptLoad?.script === script) scriptLoad = undefined;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    script.src = scriptUrl;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else fail();
    };
    script.onerror = fail;
  });
  scriptLoad = { script, loaded };
  document.head.append(script);
  return loaded;
}

export interface RecaptchaFieldProps {
  siteKey: string;
  onChange: (response: string) => void;
  error?: string | undefined;
  /** Changes when the widget must be reset for a new answer. */
  resetKey: number;
  /** Named when the check cannot load, for a visitor who cannot get past it. */
  supportEmail: string;
}

export function RecaptchaField({
  siteKey,
  onChange,
  error,
  resetKey,
  supportEmail,
}: RecaptchaFieldProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  const errorId = useId();
  const failureId = useId();
  // Each try loads the script again; a failed one shows why the widget is missing.
  const [attempt, setAttempt] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let isCancelled = false;
    void loadRecaptcha()
      .then((grecaptcha) => {
        const container = containerRef.current;
        if (isCancelled || !container || widgetId.current !== undefined) return;
        widgetId.current = grecaptcha.render(container, {
          sitekey: siteKey,
          callback: (response) => onChangeRef.current(response),
          'expired-callback': () => onChangeRef.current(''),
          'error-callback': () => onChangeRef.current(''),
        });
      })
      .catch(() => {
        if (isCancelled) return;
        setHasFailed(true);
        onChangeRef.current('');
      });
    return () => {
      isCancelled = true;
    };
  }, [siteKey, attempt]);

  useEffect(() => {
    if (resetKey === 0 || widgetId.current === undefined) return;
    window.grecaptcha?.reset(widgetId.current);
    onChangeRef.current('');
  }, [resetKey]);

  const describedBy = [hasFailed ? failureId : null, error ? errorId : null].filter(Boolean);
  return (
    <div>
      <div
        ref={containerRef}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      />
      {hasFailed ? (
        <Alert
          id={failureId}
          tone="error"
          role="alert"
          headingLevel={3}
          title="The reCAPTCHA check could not load."
        >
          <p>
            It is needed to continue. It may be blocked by your browser or an extension, or you may
            be offline: check your connection and try again. If it still does not load, contact{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="font-semibold underline underline-offset-2"
            >
              {supportEmail}
            </a>
            .
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onPress={() => {
              setHasFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Try Again
          </Button>
        </Alert>
      ) : null}
      {error ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
    </div>
  );
}
