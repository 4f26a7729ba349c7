import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { CompanyEditing } from '@atlas/api/company-editing';
import type { SavedStepResponse } from '@atlas/api/endpoints/company-editing';
import { useServerForm, type FormSchema } from '../../../shared/forms/useServerForm';
import type { ServerFields } from '../../../shared/forms/server-error';
import { clearDraft, loadDraft, saveDraft } from '../draft';

/** How long typing must pause before the draft is written to the browser. */
const DRAFT_DELAY_MS = 400;

export interface StepFormOptions<TInput extends FieldValues, TOutput> {
  slug: string;
  step: string;
  schema: FormSchema<TInput, TOutput>;
  /** The step's values as saved. */
  saved: TInput;
  serverFields: ServerFields<TInput>;
  save(values: TOutput): Promise<SavedStepResponse>;
  /** The step was saved: the company as the server has it now, and where the person goes. */
  onSaved(company: CompanyEditing, intent: 'save' | 'next'): void;
  /** Whether the step holds changes that are not saved. */
  onDirty(dirty: boolean): void;
}

/**
 * A step's form: starts from the saved values (or the draft left from an earlier visit), keeps a
 * draft in the browser while the person types, and saves through the server.
 */
export function useStepForm<TInput extends FieldValues, TOutput>(
  options: StepFormOptions<TInput, TOutput>,
) {
  const { slug, step, saved } = options;
  const [draft] = useState(() => loadDraft<TInput>(slug, step));
  const [restored, setRestored] = useState(draft !== null);
  const intent = useRef<'save' | 'next'>('save');
  const form = useServerForm<TInput, TOutput>({
    schema: options.schema,
    defaultValues: (draft ?? saved) as DefaultValues<TInput>,
    mode: 'onTouched',
    serverFields: options.serverFields,
  });
  const { watch, formState, reset } = form;
  const dirty = formState.isDirty || restored;

  const onDirty = options.onDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => saveDraft(slug, step, values), DRAFT_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, slug, step]);

  const onSubmit = form.submit(async (values) => {
    const answer = await options.save(values);
    clearDraft(slug, step);
    setRestored(false);
    reset(values as unknown as TInput);
    options.onSaved(answer.data, intent.current);
  });

  return {
    form,
    /** What StepForm needs of this form: spread it onto <StepForm>. */
    frame: {
      formError: form.formError,
      submitting: form.isSubmitting,
      restored,
      onSubmit,
      onIntent: (next: 'save' | 'next') => {
        intent.current = next;
      },
      onDiscardDraft: () => {
        clearDraft(slug, step);
        setRestored(false);
        reset(saved);
      },
    },
  };
}
