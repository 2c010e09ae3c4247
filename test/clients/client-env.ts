/** What the client scripts are pointed at: `API_URL` (the API base), `API_USER`, `API_PASSWORD`, `API_KEY`. */
export function clientEnv() {
  const { API_URL, API_USER, API_PASSWORD, API_KEY } = process.env;
  if (!API_URL || !API_USER || !API_PASSWORD) throw new Error('Set API_URL, API_USER and API_PASSWORD.');
  return { baseUrl: API_URL, username: API_USER, password: API_PASSWORD, apiKey: API_KEY ?? '' };
}

/** One line of JSON the test reads: who signed in and what the list returned. */
export function report(result: { user: string; total: number; orderNumbers: string[] }): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
