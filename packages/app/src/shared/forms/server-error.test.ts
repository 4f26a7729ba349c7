import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@atlas/api/http';
import { applyServerError, placeServerError, UNEXPECTED_ERROR } from './server-error';

type Form = { email: string; password: string };

describe('placeServerError', () => {
  it('puts each named field message under its field and leaves the form without a message', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'email: taken', [
      { field: 'email', message: 'This address is taken' },
    ]);
    expect(placeServerError<Form>(error, setError, ['email', 'password'])).toEqual({
      message: null,
      placed: ['email'],
    });
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'This address is taken',
    });
  });

  it('says the messages of fields the form does not have as the form message', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'refused', [
      { field: 'email', message: 'This address is taken' },
      { field: 'plan', message: 'No such plan.' },
      { field: 'team', message: 'No such team.' },
    ]);
    expect(applyServerError<Form>(error, setError, ['password'])).toBe(
      'This address is taken No such plan. No such team.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('says the error itself when it names no field', () => {
    const setError = vi.fn();
    const error = new ApiError(401, 'The e-mail address or password is incorrect.');
    expect(applyServerError<Form>(error, setError, ['email'])).toBe(
      'The e-mail address or password is incorrect.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('answers the given messages for a failure without an answer and for all fields placed', () => {
    const setError = vi.fn();
    expect(applyServerError<Form>(new TypeError('offline'), setError, ['email'])).toBe(
      UNEXPECTED_ERROR,
    );
    expect(
      applyServerError<Form>(new TypeError('offline'), setError, ['email'], {
        unexpected: 'Not sent.',
      }),
    ).toBe('Not sent.');
    const error = new ApiError(400, 'refused', [{ field: 'email', message: 'Bounced' }]);
    expect(
      applyServerError<Form>(error, setError, ['email'], { allPlaced: 'Check the fields.' }),
    ).toBe('Check the fields.');
  });

  it('takes a test for the fields a form has', () => {
    const setError = vi.fn();
    const isField = (name: string): name is keyof Form => name === 'password';
    const error = new ApiError(400, 'refused', [
      { field: 'password', message: 'Too short' },
      { field: 'email', message: 'Bounced' },
    ]);
    expect(placeServerError<Form>(error, setError, isField)).toEqual({
      message: 'Bounced',
      placed: ['password'],
    });
  });
});
