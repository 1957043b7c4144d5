import { useEffect, useRef } from 'react';

/** A ref whose element takes focus each time `value` changes to something shown. */
export function useFocusOnChange<T>(value: T | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (value !== null) ref.current?.focus();
  }, [value]);
  return ref;
}
