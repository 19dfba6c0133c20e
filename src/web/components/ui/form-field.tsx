import { type ChangeEvent, type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH } from '#shared/field-limits.ts';
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

/** What a field's control receives from the form: its value and wiring, and its accessibility. */
type WiredControl<Values> = Omit<ReturnType<SchemaForm<Values>['field']>, 'error'> & {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * One of a form's fields: its label, its control wired to the form (value, `aria-invalid`,
 * `aria-describedby`), its hint and its message. The field components below differ only in the
 * control they render.
 */
function SchemaField<Values>({
  form,
  name,
  label,
  hint,
  className,
  control,
}: FieldProps<Values> & { control: (wired: WiredControl<Values>) => ReactNode }) {
  const { error, ...wiring } = form.field(name);
  return (
    <FormField id={wiring.id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) =>
        control({
          ...wiring,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        })
      }
    </FormField>
  );
}

/** A text input of a form; `controlClassName` replaces the input's look. */
export function TextField<Values>({
  form,
  name,
  label,
  hint,
  className,
  controlClassName = 'field-input',
  ...input
}: FieldProps<Values> & Control<ComponentProps<'input'>> & { controlClassName?: string }) {
  return (
    <SchemaField
      {...{ form, name, label, hint, className }}
      control={(wired) => <input {...input} {...wired} className={controlClassName} />}
    />
  );
}

/**
 * An email address field, with the keyboard and autofill an address wants, and the length every
 * schema of ours allows an address (so a guest cannot type one the server refuses).
 */
export function EmailField<Values>(
  props: FieldProps<Values> &
    Omit<Control<ComponentProps<'input'>>, 'type'> & { controlClassName?: string },
) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

/** A password field: the longest password the account schemas take is its limit too. */
export function PasswordField<Values>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: FieldProps<Values> & Control<ComponentProps<'input'>>) {
  return (
    <SchemaField
      {...{ form, name, label, hint, className }}
      control={(wired) => <PasswordInput maxLength={PASSWORD_LENGTH.max} {...input} {...wired} />}
    />
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
  return (
    <SchemaField
      {...{ form, name, label, hint, className }}
      control={(wired) => <textarea {...textarea} {...wired} className={controlClassName} />}
    />
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
  return (
    <SchemaField
      {...{ form, name, label, hint, className }}
      control={(wired) => <select {...select} {...wired} className="field-input" />}
    />
  );
}

/**
 * A file chosen for the form: the form's value is the `File` (undefined when none), and the
 * control empties itself when the form lets go of it (uploaded, cancelled). `check` refuses a
 * file the moment it is chosen: its message shows at once and nothing stays chosen.
 */
export function FileField<Values>({
  form,
  name,
  label,
  hint,
  className,
  controlClassName = 'field-input',
  check,
  ...input
}: FieldProps<Values> &
  Control<ComponentProps<'input'>> & {
    controlClassName?: string;
    check?: (file: File) => string | undefined;
  }) {
  const chosen = form.values[name];
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!chosen && ref.current) ref.current.value = '';
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const problem = file && check?.(file);
    form.setValue(name, (problem ? undefined : file) as Values[typeof name]);
    if (problem) {
      event.target.value = '';
      form.setErrors({ ...form.errors, [name]: problem });
    }
  };

  return (
    <SchemaField
      {...{ form, name, label, hint, className }}
      // The browser keeps a file input's value itself: the form's value is the File, set here.
      control={({ value: _text, onChange: _asText, ...wired }) => (
        <input
          {...input}
          {...wired}
          ref={ref}
          type="file"
          className={controlClassName}
          onChange={choose}
        />
      )}
    />
  );
}
