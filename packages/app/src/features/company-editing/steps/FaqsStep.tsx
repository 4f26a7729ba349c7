import type { z } from 'zod';
import { FaqsStepSchema } from '@atlas/api/company-editing';
import { TextAreaField } from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import { StepForm } from '../components/StepForm';
import { useStepForm } from '../components/useStepForm';
import type { StepProps } from './types';

type FaqsForm = z.input<typeof FaqsStepSchema>;

const QUESTIONS: { name: keyof FaqsForm; label: string }[] = [
  { name: 'founder', label: 'Who founded the company?' },
  { name: 'projects_year', label: 'How many projects does it deliver a year?' },
  { name: 'project_cost', label: 'What does a typical project cost?' },
  { name: 'values', label: 'What does the company value?' },
];

/** Step 4: the answers buyers look for on the profile. */
export function FaqsStep(props: StepProps) {
  const { api } = useStores();
  const { company } = props;
  const { form, frame } = useStepForm({
    slug: company.slug,
    step: 'faqs',
    schema: FaqsStepSchema,
    saved: company.faqs,
    serverFields: ['founder', 'projects_year', 'project_cost', 'values'],
    save: (values) => api.saveCompanyFaqs(company.slug, values),
    onSaved: props.onSaved,
    onDirty: props.onDirty,
  });
  return (
    <StepForm
      title="FAQs"
      intro="Short answers to what buyers ask most. Leave out what you would rather not say."
      {...frame}
      last={props.last}
    >
      {QUESTIONS.map((question) => (
        <TextAreaField
          key={question.name}
          label={question.label}
          minRows={2}
          maxLength={1000}
          {...form.field(question.name)}
        />
      ))}
    </StepForm>
  );
}
