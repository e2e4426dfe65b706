import { describe, expect, it } from 'vitest';
import { buildMode } from './build-mode.ts';

describe('buildMode', () => {
  it('runs on the mock backend when no backend is named', () => {
    expect(buildMode('production', undefined)).toEqual({
      apiUrl: undefined,
      apiUrlAtStart: false,
      mockMode: true,
    });
    expect(buildMode('production', '')).toEqual({ apiUrl: undefined, apiUrlAtStart: false, mockMode: true });
  });

  it('bakes in the backend named by VITE_API_URL', () => {
    expect(buildMode('production', 'https://api.example.com')).toEqual({
      apiUrl: 'https://api.example.com',
      apiUrlAtStart: false,
      mockMode: false,
    });
  });

  it('leaves the backend to the web server in deploy mode', () => {
    expect(buildMode('deploy', '')).toEqual({ apiUrl: undefined, apiUrlAtStart: true, mockMode: false });
  });

  it('refuses a deploy build that names a backend', () => {
    expect(() => buildMode('deploy', 'https://api.example.com')).toThrow('Unset VITE_API_URL');
  });
});
