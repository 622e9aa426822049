import { useReducer, useState, type FormEvent } from 'react';
import { fieldMessageId } from '../components/ui/form-field';

/** A form's values: each field holds the text of its control. */
export type TextValues<Values> = { [Field in keyof Values]: string };

/** What is wrong with each field, in the words shown under it. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export interface FormState<Values> {
  values: Values;
  errors: FieldErrors<Values>;
}

export type FormAction<Values> =
  | { type: 'change'; field: keyof Values; value: string }
  | { type: 'errors'; errors: FieldErrors<Values> }
  | { type: 'reset'; values: Values };

export const hasErrors = (errors: FieldErrors<object>): boolean =>
  Object.values(errors).some(Boolean);

/** Editing a field clears its own error; the others stay until the next submit. */
export function formReducer<Values extends TextValues<Values>>(
  state: FormState<Values>,
  action: FormAction<Values>,
): FormState<Values> {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.field]: action.value };
      const errors = state.errors[action.field]
        ? { ...state.errors, [action.field]: undefined }
        : state.errors;
      return { values, errors };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'reset':
      return { values: action.values, errors: {} };
  }
}

export interface UseFormOptions<Values> {
  initialValues: Values;
  /** The id of a field's control (its message is `fieldMessageId(id)`); the field's name if not given. */
  fieldId?: (field: keyof Values & string) => string;
  /** The form's rules: an error for each field that breaks one, none when it may be sent. */
  validate?: (values: Values) => FieldErrors<Values>;
  /**
   * Tells of the errors some other way than under their fields (a toast). The fields are then
   * left unmarked, since no message of theirs is shown to point at.
   */
  announceErrors?: (errors: FieldErrors<Values>) => void;
  /** Sends the form; `isSubmitting` holds while the promise it returns is pending. */
  onValid: (values: Values) => unknown;
}

/**
 * A form's values and errors: `field(name)` binds a control (with aria-invalid and its message
 * while it has an error), `handleSubmit` validates and either shows the errors or calls onValid.
 */
export function useForm<Values extends TextValues<Values>>({
  initialValues,
  fieldId = String,
  validate,
  announceErrors,
  onValid,
}: UseFormOptions<Values>) {
  const [state, dispatch] = useReducer(formReducer<Values>, {
    values: initialValues,
    errors: {},
  });
  const [isSubmitting, setSubmitting] = useState(false);
  const { values, errors } = state;

  function field(name: keyof Values & string) {
    const id = fieldId(name);
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        dispatch({ type: 'change', field: name, value: event.target.value }),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? fieldMessageId(id) : undefined,
    } as const;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate?.(values) ?? {};
    if (hasErrors(found)) {
      if (announceErrors) announceErrors(found);
      else dispatch({ type: 'errors', errors: found });
      return;
    }
    dispatch({ type: 'errors', errors: {} });
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    field,
    handleSubmit,
    isSubmitting,
    clearErrors: () => dispatch({ type: 'errors', errors: {} }),
    /** Puts these values in the form (a cleared form, an import) and drops every error. */
    reset: (next: Values) => dispatch({ type: 'reset', values: next }),
  };
}
