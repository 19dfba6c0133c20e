import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { ZodMiniType } from 'zod/mini';
import { fieldErrors, hasFieldErrors } from '#shared/field-errors.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

type FormValues = Record<string, unknown>;
type FieldName<Values> = keyof Values & string;
type FormErrors<Values> = Partial<Record<FieldName<Values>, string>>;

/**
 * What checks a form's values: the zod schema the server checks with too, or, for rules written
 * as a function (the stay rules of decision 006), one that returns the message per field.
 */
type FormCheck<Values, Output> = ZodMiniType<Output> | CheckFunction<Values>;
type CheckFunction<Values> = (values: Values) => Partial<Record<string, string | undefined>>;

interface SchemaFormOptions<Values, Output, Result> {
  initialValues: Values;
  /**
   * Runs once the values pass the check. A thrown ApiClientError whose `fields` name fields of
   * this form puts each message under its field; any other failure becomes `formError`.
   */
  onSubmit: (data: Output, helpers: { setValues: (values: Values) => void }) => Promise<Result>;
  /** Shown when a failure carries no message of its own. */
  failureMessage?: string;
  /** Messages found outside the form (a URL that breaks a rule), shown from the start. */
  initialErrors?: FormErrors<Values>;
  /** The server's names for fields this form names otherwise (`newPassword` → `password`). */
  serverFields?: Partial<Record<string, FieldName<Values>>>;
  /** Editing a field takes back the last success (a "saved" line no longer true). */
  clearResultOnChange?: boolean;
  /** Editing a field takes back a form-level failure too (a new file chosen is a new attempt). */
  clearFailureOnChange?: boolean;
}

/** What a control needs from its form: wired by the field components of components/ui. */
interface FieldControl {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

export interface SchemaForm<Values, Result = unknown> {
  /** Spread on `<Form>`: the submit handler, and the ref used to focus the first invalid field. */
  props: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  values: Values;
  errors: FormErrors<Values>;
  field: (name: FieldName<Values>) => FieldControl;
  setValue: <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => void;
  setErrors: (errors: FormErrors<Values>) => void;
  focusFirstError: () => void;
  /** The submission is running. */
  pending: boolean;
  /** What the last successful submission returned, until the next submission starts. */
  result: Result | undefined;
  /** A failure not tied to one field, for a FormAlert. */
  formError: string | undefined;
}

function check<Values, Output>(
  rule: FormCheck<Values, Output>,
  values: Values,
): { data: Output; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  if (typeof rule === 'function') {
    const problems = Object.fromEntries(
      Object.entries(rule(values)).filter((entry): entry is [string, string] => !!entry[1]),
    );
    // A check function leaves the values as they are.
    return hasFieldErrors(problems) ? { errors: problems } : { data: values as unknown as Output };
  }
  // The schema's own method: the home page's card, which checks with a function, loads no zod.
  const checked = rule.safeParse(values);
  return checked.success ? { data: checked.data } : { errors: fieldErrors(checked.error.issues) };
}

/**
 * The one way to build a form: values and their messages, checked on submit with the schema the
 * server uses (each message under its field, focus on the first), then `onSubmit`, whose server
 * field errors land on the same fields. Pending, the result and a form-level failure come with it.
 */
export function useSchemaForm<Values extends FormValues, Result = unknown>(
  check: CheckFunction<Values>,
  options: SchemaFormOptions<Values, Values, Result>,
): SchemaForm<Values, Result>;
export function useSchemaForm<Values extends FormValues, Output, Result = unknown>(
  schema: ZodMiniType<Output>,
  options: SchemaFormOptions<Values, Output, Result>,
): SchemaForm<Values, Result>;
export function useSchemaForm<Values extends FormValues, Output, Result>(
  rule: FormCheck<Values, Output>,
  options: SchemaFormOptions<Values, Output, Result>,
): SchemaForm<Values, Result> {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FormErrors<Values>>(options.initialErrors ?? {});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ value: Result }>();
  const [formError, setFormError] = useState<string>();

  // Focus moves once the messages are on the page: after the render that shows them.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstError = () => setFocusRequest((count) => count + 1);
  useEffect(() => {
    if (focusRequest > 0) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusRequest]);

  const setValue = <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    if (options.clearResultOnChange) setResult(undefined);
    if (options.clearFailureOnChange) setFormError(undefined);
  };

  /** The server's field messages that belong to this form's fields, under this form's names. */
  const serverErrors = (failure: unknown): FormErrors<Values> => {
    if (!(failure instanceof ApiClientError)) return {};
    const found: Record<string, string> = {};
    for (const [name, message] of Object.entries(failure.fields)) {
      const field = options.serverFields?.[name] ?? name;
      if (field in values) found[field] ??= message;
    }
    return found as FormErrors<Values>;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setResult(undefined);
    setFormError(undefined);
    const checked = check(rule, values);
    if (checked.errors) {
      setErrors(checked.errors as FormErrors<Values>);
      focusFirstError();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      setResult({ value: await options.onSubmit(checked.data, { setValues }) });
    } catch (failure) {
      const onFields = serverErrors(failure);
      if (hasFieldErrors(onFields as Record<string, string>)) {
        setErrors(onFields);
        focusFirstError();
      } else {
        setFormError(
          (failure instanceof Error && failure.message) ||
            (options.failureMessage ?? t(commonMessages.somethingWentWrong)),
        );
      }
    } finally {
      setPending(false);
    }
  };

  const field = (name: FieldName<Values>): FieldControl => ({
    id: `${id}-${name}`,
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event) => {
      const text = event.target.value;
      // A select of counts keeps a number, as the values started.
      setValue(
        name,
        (typeof values[name] === 'number' ? Number(text) : text) as Values[typeof name],
      );
    },
  });

  return {
    props: { ref, onSubmit: (event) => void onSubmit(event) },
    values,
    errors,
    field,
    setValue,
    setErrors,
    focusFirstError,
    pending,
    result: result?.value,
    formError,
  };
}
