import type { ComponentProps, ReactNode } from 'react';
import type { SchemaForm } from '#web/hooks/use-schema-form.ts';
import { PasswordInput } from './password-input.tsx';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Receives the ids the control must reference with aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

/** A label, its control, and the message under it: each error sits on its own field. */
export function FormField({ id, label, error, hint, children, className = '' }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-[0.16em] text-ink">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps<Values> {
  /** The form the field belongs to (useSchemaForm). */
  form: SchemaForm<Values>;
  name: keyof Values & string;
  label: string;
  hint?: string;
  className?: string;
}

type Control<Element> = Omit<Element, 'form' | 'id' | 'name' | 'value' | 'onChange' | 'className'>;

/**
 * One of a form's fields: its label, its control wired to the form (value, `aria-invalid`,
 * `aria-describedby`), its hint and its message. `controlClassName` replaces the input's look.
 */
export function TextField<Values>({
  form,
  name,
  label,
  hint,
  className,
  controlClassName = 'field-input',
  ...input
}: FieldProps<Values> & Control<ComponentProps<'input'>> & { controlClassName?: string }) {
  const { error, ...control } = form.field(name);
  return (
    <FormField id={control.id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <input
          {...input}
          {...control}
          className={controlClassName}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}

export function PasswordField<Values>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: FieldProps<Values> & Control<ComponentProps<'input'>>) {
  const { error, ...control } = form.field(name);
  return (
    <FormField id={control.id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <PasswordInput
          {...input}
          {...control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}

export function TextAreaField<Values>({
  form,
  name,
  label,
  hint,
  className,
  controlClassName = 'field-input',
  ...textarea
}: FieldProps<Values> & Control<ComponentProps<'textarea'>> & { controlClassName?: string }) {
  const { error, ...control } = form.field(name);
  return (
    <FormField id={control.id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <textarea
          {...textarea}
          {...control}
          className={controlClassName}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}

export function SelectField<Values>({
  form,
  name,
  label,
  hint,
  className,
  ...select
}: FieldProps<Values> & Control<ComponentProps<'select'>>) {
  const { error, ...control } = form.field(name);
  return (
    <FormField id={control.id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select
          {...select}
          {...control}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}
