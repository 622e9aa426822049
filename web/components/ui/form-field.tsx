import type { ReactNode } from 'react';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control and announced; pair with aria-invalid / aria-describedby on the control. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, a control and its message. Give the control `id`, and `aria-describedby={fieldMessageId(id)}`. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldMessageId(id)} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldMessageId(id)} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const fieldMessageId = (id: string) => `${id}-message`;
