import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, errorMessage, isApiError } from './api-error';

describe('ApiError', () => {
  it('carries the status and the endpoint, and tells network and server failures apart', () => {
    const offline = new ApiError('Login failed', { status: 0, endpoint: 'POST /api/auth/login' });
    const crashed = new ApiError(DEFAULT_ERROR_MESSAGE, {
      status: 503,
      endpoint: 'GET /api/shop/products/get',
    });

    expect(offline).toBeInstanceOf(Error);
    expect(offline).toMatchObject({ name: 'ApiError', status: 0, endpoint: 'POST /api/auth/login' });
    expect(offline.isNetworkError).toBe(true);
    expect(offline.isServerError).toBe(false);
    expect(crashed.isServerError).toBe(true);
    expect(isApiError(crashed)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows the message of an error, else the fallback', () => {
    expect(errorMessage(new ApiError('Address not found', { status: 404, endpoint: 'x' }))).toBe(
      'Address not found',
    );
    expect(errorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(errorMessage('boom')).toBe('An unexpected error occurred');
    expect(errorMessage(undefined, 'Verification failed')).toBe('Verification failed');
  });
});
