/** A developer's script on openapi-typescript types + openapi-fetch: sign in, then list orders newest first. */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi-typescript/schema';
import { clientEnv, report } from './client-env';

async function main() {
  const env = clientEnv();
  const api = createClient<paths>({ baseUrl: env.baseUrl, headers: env.apiKey ? { 'X-API-Key': env.apiKey } : {} });

  const session = await api.POST('/jwt/token', { body: { username: env.username, password: env.password } });
  if (!session.data) throw new Error(`sign-in failed: ${session.response.status} ${JSON.stringify(session.error)}`);
  const token = session.data.data.token;
  const bearer: Middleware = {
    onRequest: ({ request }) => {
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  api.use(bearer);

  const profile = await api.GET('/profile');
  const orders = await api.GET('/orders', {
    params: { query: { per_page: 5, order_by: 'order_number', order: 'DESC' } },
  });
  if (!profile.data || !orders.data)
    throw new Error(`list failed: ${orders.response.status} ${JSON.stringify(orders.error)}`);
  report({
    user: profile.data.data.email,
    total: orders.data.data.meta.total_count,
    orderNumbers: orders.data.data.results.map((o) => String(o.order_number)),
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
