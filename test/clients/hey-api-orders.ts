/** A developer's script on the @hey-api/openapi-ts client: sign in, then list orders newest first. */
import { client } from './generated/hey-api/client.gen';
import { getProfile, listOrders, login } from './generated/hey-api/sdk.gen';
import { clientEnv, report } from './client-env';

async function main() {
  const env = clientEnv();
  client.setConfig({ baseUrl: env.baseUrl, headers: env.apiKey ? { 'X-API-Key': env.apiKey } : {} });

  const session = await login({ body: { username: env.username, password: env.password }, throwOnError: true });
  client.setConfig({ auth: () => session.data.data.token });

  const profile = await getProfile({ throwOnError: true });
  const orders = await listOrders({
    query: { per_page: 5, order_by: 'order_number', order: 'DESC' },
    throwOnError: true,
  });
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
