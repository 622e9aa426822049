import type { FormEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formReducer, hasErrors, useForm, type FieldErrors, type FormState } from './use-form';

interface Values {
  email: string;
  password: string;
}

const EMPTY: Values = { email: '', password: '' };
const SIGNED_IN: Values = { email: 'cook@example.com', password: 'secret' };

const validate = (values: Values): FieldErrors<Values> => ({
  ...(values.email ? {} : { email: 'Email is required' }),
  ...(values.password ? {} : { password: 'Password is required' }),
});

describe('formReducer', () => {
  const invalid: FormState<Values> = {
    values: EMPTY,
    errors: { email: 'Email is required', password: 'Password is required' },
  };

  it('keeps what is typed, clearing only that field’s error', () => {
    const next = formReducer(invalid, { type: 'change', field: 'email', value: 'c' });
    expect(next.values).toEqual({ email: 'c', password: '' });
    expect(next.errors.email).toBeUndefined();
    expect(next.errors.password).toBe('Password is required');
    expect(hasErrors(next.errors)).toBe(true);
  });

  it('leaves the errors alone when the field had none', () => {
    const clean: FormState<Values> = { values: EMPTY, errors: {} };
    const next = formReducer(clean, { type: 'change', field: 'password', value: 'x' });
    expect(next.errors).toBe(clean.errors);
  });

  it('sets the errors of a submit, and reset puts new values with none', () => {
    const clean: FormState<Values> = { values: EMPTY, errors: {} };
    expect(formReducer(clean, { type: 'errors', errors: invalid.errors })).toEqual(invalid);
    expect(formReducer(invalid, { type: 'reset', values: SIGNED_IN })).toEqual({
      values: SIGNED_IN,
      errors: {},
    });
  });
});

describe('hasErrors', () => {
  it('counts only fields with a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Email is required' })).toBe(true);
  });
});

type Form = ReturnType<typeof useForm<Values>>;

/** Renders a form once (on the server) and hands back the hook's answer, to call its handlers. */
function renderForm(options: Parameters<typeof useForm<Values>>[0]) {
  let form: Form | undefined;
  function Probe() {
    form = useForm(options);
    return <input {...form.field('email')} />;
  }
  const html = renderToStaticMarkup(<Probe />);
  return { html, form: form! };
}

const submitEvent = () => ({ preventDefault: vi.fn() });

describe('useForm', () => {
  it('binds a field to its id, value and name, unmarked while it has no error', () => {
    const { html, form } = renderForm({
      initialValues: SIGNED_IN,
      fieldId: (field) => `login-${field}`,
      onValid: vi.fn(),
    });
    expect(html).toBe('<input id="login-email" name="email" value="cook@example.com"/>');
    expect(form.errors).toEqual({});
  });

  it('sends valid values to onValid', async () => {
    const onValid = vi.fn();
    const { form } = renderForm({ initialValues: SIGNED_IN, validate, onValid });
    const event = submitEvent();
    await form.handleSubmit(event as unknown as FormEvent);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onValid).toHaveBeenCalledWith(SIGNED_IN);
  });

  it('does not send invalid values, and announces them when asked to', async () => {
    const onValid = vi.fn();
    const announceErrors = vi.fn();
    const { form } = renderForm({ initialValues: EMPTY, validate, announceErrors, onValid });
    await form.handleSubmit(submitEvent() as unknown as FormEvent);
    expect(onValid).not.toHaveBeenCalled();
    expect(announceErrors).toHaveBeenCalledWith({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
