/**
 * The reCAPTCHA v2 widget (SPEC section 7), rendered only when verification is on. Google's
 * script is loaded once, on first use; the widget's answer is handed to the form, and cleared
 * when it expires or the form asks for a new one (an answer is good for one check only).
 */
import { useEffect, useId, useRef } from 'react';
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
let scriptLoad: Promise<Grecaptcha> | undefined;

function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

export interface RecaptchaFieldProps {
  siteKey: string;
  onChange: (response: string) => void;
  error?: string | undefined;
  /** Changes when the widget must be reset for a new answer. */
  resetKey: number;
}

export function RecaptchaField({ siteKey, onChange, error, resetKey }: RecaptchaFieldProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  const errorId = useId();

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
      .catch(() => onChangeRef.current(''));
    return () => {
      isCancelled = true;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey === 0 || widgetId.current === undefined) return;
    window.grecaptcha?.reset(widgetId.current);
    onChangeRef.current('');
  }, [resetKey]);

  return (
    <div>
      <div ref={containerRef} aria-describedby={error ? errorId : undefined} />
      {error ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
    </div>
  );
}
