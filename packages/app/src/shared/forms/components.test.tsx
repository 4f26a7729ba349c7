import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import {
  CheckboxField,
  EmailField,
  NameField,
  NativeSelectField,
  PasswordField,
  TextAreaField,
} from './fields';

describe('FormAlert', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<FormAlert message={null}>Ask for a new link</FormAlert>);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the message and what follows it, as an error unless told', () => {
    render(
      <>
        <FormAlert message="The link expired.">
          {' '}
          <a href="/forgot">Ask for a new link</a>
        </FormAlert>
        <FormAlert severity="success" message="Sent." />
      </>,
    );
    const [error, success] = screen.getAllByRole('alert');
    expect(error).toHaveTextContent('The link expired. Ask for a new link');
    expect(error).toHaveClass('MuiAlert-colorError');
    expect(success).toHaveClass('MuiAlert-colorSuccess');
  });
});

describe('SubmitButton', () => {
  it('submits, and says its busy label while disabled', () => {
    const { rerender } = render(
      <SubmitButton submitting={false} busyLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <SubmitButton submitting busyLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    rerender(<SubmitButton submitting>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('NativeSelectField', () => {
  it('lists the placeholder first, then the options by value and label', () => {
    render(
      <NativeSelectField
        label="Project cost"
        required
        placeholder="Choose a range"
        options={['Under $10,000', { value: 5, label: '11-50 employees' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: /Project cost/ });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Choose a range'],
      ['Under $10,000', 'Under $10,000'],
      ['5', '11-50 employees'],
    ]);
    expect(select).toBeRequired();
  });
});

describe('NameField and TextAreaField', () => {
  it('are a required name the browser may fill in, and a long text of limited length', () => {
    render(
      <>
        <NameField label="Your name" />
        <TextAreaField label="Message" minRows={4} maxLength={500} />
        <TextAreaField label="Notes" />
      </>,
    );
    const name = screen.getByLabelText(/Your name/);
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toBeRequired();
    const message = screen.getByLabelText('Message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('maxlength', '500');
    expect(screen.getByLabelText('Notes')).not.toHaveAttribute('maxlength');
  });
});

describe('CheckboxField', () => {
  function Form({ onValues }: { onValues(values: { show: boolean }): void }) {
    const { control, handleSubmit } = useForm({ defaultValues: { show: false } });
    return (
      <form onSubmit={handleSubmit(onValues)}>
        <CheckboxField control={control} name="show" label="Show my name" />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('keeps the field true while ticked', async () => {
    const values: { show: boolean }[] = [];
    render(<Form onValues={(value) => values.push(value)} />);
    const box = screen.getByRole('checkbox', { name: 'Show my name' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toEqual([{ show: true }]);
  });
});

describe('EmailField and PasswordField', () => {
  it('are required inputs of their type the browser may fill in', () => {
    render(
      <>
        <EmailField label="E-mail address" />
        <PasswordField label="Password" autoComplete="current-password" />
      </>,
    );
    const email = screen.getByLabelText(/E-mail address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
  });
});
