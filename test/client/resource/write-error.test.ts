import { toWriteError } from '../../../src/components/resource/api';

/*
 * A refused create or update is a data error: `{message, statusCode}` as toHttpError makes it (the server's
 * message and status; 'Unknown Error' and 500 when it has none), with the 400's field messages and the
 * 409's current record.
 */
describe('a refused write', () => {
  it("carries the server's message and status, and the field messages of a 400", () => {
    const error = {
      status: 400,
      data: { message: 'Invalid request body', code: 'validation_error', errors: { email: 'is required' } },
    };
    expect(toWriteError(error)).toEqual({
      message: 'Invalid request body',
      statusCode: 400,
      fields: { email: 'is required' },
      current: undefined,
    });
  });

  it('carries the current record of a 409', () => {
    const current = { id: 4, name: 'Mezze', __version: 3 };
    const failure = toWriteError({ status: 409, data: { message: 'Changed meanwhile', current } });
    expect(failure.statusCode).toBe(409);
    expect(failure.current).toEqual(current);
  });

  it("falls back to 'Unknown Error' and 500, and marks a write that got no answer as offline", () => {
    expect(toWriteError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      message: 'Unknown Error',
      statusCode: 500,
      fields: {},
      current: undefined,
      offline: true,
    });
    expect(toWriteError({ status: 500, data: { message: 'Boom' } }).offline).toBeUndefined();
    expect(toWriteError(undefined)).toMatchObject({ message: 'Unknown Error', statusCode: 500 });
  });
});
