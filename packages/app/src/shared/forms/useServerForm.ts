import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type Path,
  type PathValue,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import { placeServerError, type ServerErrorMessages, type ServerFields } from './server-error';
import { textField, type TextFieldOptions } from './text-field';
import type { SubmittedForm } from './form-action';

/** A zod schema: what the form holds goes in, what is sent comes out. */
export interface FormSchema<TInput, TOutput> {
  _zod: { input: TInput; output: TOutput };
}

export interface ServerFormOptions<TInput extends FieldValues, TOutput>
  extends UseFormProps<TInput, unknown, TOutput>, ServerErrorMessages {
  /**
   * Checks the values with zod before sending (or give a `resolver`): the schema, or a function
   * that loads it, so that the page's first script need not carry zod (it loads with the first
   * check).
   */
  schema?: FormSchema<TInput, TOutput> | (() => Promise<FormSchema<TInput, TOutput>>);
  /** The fields a server answer may name; its other messages become the form's message. */
  serverFields: ServerFields<TInput>;
  /** The captcha's field: every submission spends its answer, so a failure asks for a new one. */
  captchaField?: Path<TInput>;
  /** The form's message on the first render (e.g. an error named in the address). */
  initialFormError?: string | null;
  /**
   * The answer of the page's form action, when the browser posted the form before the page's
   * script ran: its messages show until a new submission, its values are the inputs' first ones
   * (give them in `defaultValues` too, which the hydrated form starts from).
   */
  submitted?: SubmittedForm | undefined;
}

export interface SubmitHandlers<TInput extends FieldValues, TOutput> {
  /** The values did not pass the form's own checks (nothing was sent). */
  onInvalid?: SubmitErrorHandler<TInput>;
  /** The submission failed; the answer is already on the form and the captcha asked again. */
  onFailure?(failure: { error: unknown; values: TOutput; placed: Path<TInput>[] }): void;
}

/**
 * A react-hook-form form that talks to the server: what a failed submission answers goes under
 * the named fields or into `formError`, what the person typed stays, and the captcha starts a
 * new round (its answer was spent).
 */
export function useServerForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  serverFields,
  captchaField,
  initialFormError = null,
  submitted,
  unexpected,
  allPlaced,
  ...formProps
}: ServerFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>(
    schema ? { ...formProps, resolver: schemaResolver(schema) } : formProps,
  );
  const { register, setError, setValue, handleSubmit, formState } = form;
  const [formError, setFormError] = useState<string | null>(
    submitted?.formError ?? initialFormError,
  );
  const [captchaRound, setCaptchaRound] = useState(0);

  const setCaptcha = (answer: string) => {
    if (captchaField) setValue(captchaField, answer as PathValue<TInput, Path<TInput>>);
  };

  /** Forgets the spent captcha answer and fetches a new one. */
  const resetCaptcha = () => {
    setCaptcha('');
    setCaptchaRound((round) => round + 1);
  };

  const captchaError = captchaField ? formState.errors[captchaField]?.message : undefined;

  /** handleSubmit with the server's failures put on the form. */
  const submit = (
    onValid: (values: TOutput) => Promise<void> | void,
    { onInvalid, onFailure }: SubmitHandlers<TInput, TOutput> = {},
  ) =>
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await onValid(values);
      } catch (error) {
        const { message, placed } = placeServerError(error, setError, serverFields, {
          unexpected,
          allPlaced,
        });
        setFormError(message);
        resetCaptcha();
        onFailure?.({ error, values, placed });
      }
    }, onInvalid);

  return {
    ...form,
    formError,
    setFormError,
    isSubmitting: formState.isSubmitting,
    submit,
    resetCaptcha,
    /** Props for CaptchaStatus: the round, the field's error and where the answer goes. */
    captcha: {
      round: captchaRound,
      error: typeof captchaError === 'string' ? captchaError : undefined,
      onAnswer: setCaptcha,
    },
    /** {@link textField} of this form. */
    field: (name: Path<TInput>, options?: TextFieldOptions<TInput>) => {
      const props = textField(register, formState.errors, name, options);
      // The posted form's messages and values, until the hydrated form is submitted.
      if (!submitted || formState.submitCount > 0) return props;
      const message = props.error
        ? undefined
        : submitted.fields.find((field) => field.field === name)?.message;
      const value = submitted.values[name];
      return {
        ...props,
        ...(message ? { error: true, helperText: message } : {}),
        ...(value === undefined ? {} : { defaultValue: value }),
      };
    },
  };
}

/** zodResolver of a schema, or of the schema a loader answers (loaded on the first check). */
function schemaResolver<TInput extends FieldValues, TOutput>(
  schema: FormSchema<TInput, TOutput> | (() => Promise<FormSchema<TInput, TOutput>>),
): Resolver<TInput, unknown, TOutput> {
  if (typeof schema !== 'function') return zodResolver(schema);
  return async (values, context, options) => zodResolver(await schema())(values, context, options);
}
