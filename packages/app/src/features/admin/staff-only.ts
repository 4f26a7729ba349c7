import { data } from 'react-router-dom';
import { ApiError } from '@atlas/api/http';

/** To anyone but staff these pages do not exist: the API answers 404 and so does the page. */
export async function staffOnly<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status))
      throw data(null, { status: 404 });
    throw error;
  }
}
