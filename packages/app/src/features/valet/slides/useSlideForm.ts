import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import {
  set,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { ValetSlide } from '@atlas/api/valet';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import { SLIDE_KEEPERS } from './keepers';
import { VALET_STEPS, type SlideMessages, type ValetSlideValues } from './steps';

/** What the wizard's page asks of the slide shown before the buyer goes on: its form's check. */
export interface SlideFormHandle {
  check(): Promise<boolean>;
}

/** What every slide after the first is given. */
export interface SlideProps {
  wizard: ValetWizardStore;
  formRef: Ref<SlideFormHandle>;
}

/** Whether `name` is one of a slide's fields (the names its messages go under). */
function isFieldOf<V extends FieldValues>(
  fields: readonly string[],
  name: string,
): name is Path<V> {
  return fields.includes(name);
}

/** A resolver of the slide's check: each message under the field it names. */
function slideResolver<V extends FieldValues>(check: (values: V) => SlideMessages): Resolver<V> {
  return async (values) => {
    const errors: FieldErrors<V> = {};
    for (const [name, message] of Object.entries(check(values)))
      if (message) set(errors, name, { type: 'validate', message });
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * A slide's react-hook-form form over its step schema (@atlas/api/valet-steps, through the
 * wizard's check). It starts from the draft, and every change goes back into it (a reload keeps
 * it); the page asks it to check before going on. Messages are checked on Next only, and a
 * field's message goes when the field changes (as the buyer fixes it); messages the wizard put
 * on the slide (the server's answer, a check before sending) come over into the form.
 */
export function useSlideForm<S extends ValetSlide>(slide: S, { wizard, formRef }: SlideProps) {
  type Values = ValetSlideValues[S];
  // The draft's values when the slide opens (one object: the form is not reset again).
  const [values] = useState(() => wizard.slideValues(slide));
  const form = useForm<Values>({
    values,
    resolver: slideResolver((values: Values) => wizard.check(slide, values)),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { formState, setError, clearErrors, setValue, getValues, trigger, getFieldState } = form;

  useImperativeHandle(formRef, () => ({ check: () => trigger() }), [trigger]);

  // Reassigned whenever the wizard puts messages on the slide: they come over into the form.
  const wizardMessages = wizard.errors;
  useEffect(() => {
    const fields: readonly string[] = VALET_STEPS[slide].fields;
    const handed = Object.entries(wizardMessages).filter(([name]) => fields.includes(name));
    for (const [name, message] of handed)
      if (message && isFieldOf<Values>(fields, name)) setError(name, { type: 'wizard', message });
    if (handed.length > 0) wizard.forget(fields);
  }, [wizard, wizardMessages, slide, setError]);

  return {
    values: form.watch(),
    /**
     * Sets a field and keeps the values in the draft. The message of `clears` goes (the field's
     * own unless told otherwise; null: none, as when a choice is taken away).
     */
    set<N extends Path<Values>>(
      name: N,
      value: PathValue<Values, N>,
      clears: Path<Values> | null = name,
    ) {
      setValue(name, value, { shouldDirty: true });
      if (clears !== null) clearErrors(clears);
      const values = getValues();
      wizard.keep(slide, (draft, facts) => SLIDE_KEEPERS[slide](draft, values, facts));
    },
    // With formState: the slide draws again when a message comes or goes.
    error: (name: Path<Values>): string | undefined =>
      getFieldState(name, formState).error?.message,
    setError: (name: Path<Values>, message: string) =>
      setError(name, { type: 'validate', message }),
    clearError: (name: Path<Values>) => clearErrors(name),
  };
}
