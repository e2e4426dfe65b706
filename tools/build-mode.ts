/** What kind of build this is, from Vite's mode and VITE_API_URL. */
export interface BuildMode {
  /** The backend's URL baked into the build, if any. */
  apiUrl: string | undefined;
  /**
   * `vite build --mode deploy` (npm run build:deploy): one build for any backend. No API origin in the code
   * and no mock backend; the web server names the API when it starts (API_URL, deploy/start.sh;
   * src/lib/backend/env.ts).
   */
  apiUrlAtStart: boolean;
  /** Neither: the app runs on its embedded mock backend (MSW). */
  mockMode: boolean;
}

export function buildMode(mode: string, apiUrl: string | undefined): BuildMode {
  const apiUrlAtStart = mode === 'deploy';
  if (apiUrlAtStart && apiUrl) {
    throw new Error(
      'A deploy build takes the API origin when its server starts (API_URL). Unset VITE_API_URL, which bakes ' +
        'one origin into the build, or build with `npm run build` instead.',
    );
  }
  return { apiUrl: apiUrl || undefined, apiUrlAtStart, mockMode: !apiUrl && !apiUrlAtStart };
}
