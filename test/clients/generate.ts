/**
 * Generates two third-party clients from the contract, each run in its own work folder under
 * test/clients/.work/ (git-ignored; parallel runs never share one), next to copies of the scripts that use them:
 *   generated/hey-api/                     @hey-api/openapi-ts with its fetch client (SDK per operationId)
 *   generated/openapi-typescript/schema.ts openapi-typescript types, driven by openapi-fetch at run time
 * and type-checks them together with those scripts (tsconfig.json here).
 *
 *   npx tsx test/clients/generate.ts --check [contract.yaml]   generate, type-check, remove (a line of `npm test`)
 *   npx tsx test/clients/generate.ts --keep [contract.yaml]    generate and keep the folder (printed)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const ROOT = path.resolve(__dirname, '../..');
const WORK_ROOT = path.join(__dirname, '.work');
const DEFAULT_CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');
/** The scripts a developer would write on the generated clients, and what they share. */
export const CLIENT_SCRIPTS = ['hey-api-orders.ts', 'openapi-fetch-orders.ts', 'client-env.ts'];

/** A fresh work folder with the scripts and both clients generated from `contract`; returns its path. */
export async function generateClients(contract = DEFAULT_CONTRACT): Promise<string> {
  fs.mkdirSync(WORK_ROOT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(WORK_ROOT, 'clients-'));
  for (const file of [...CLIENT_SCRIPTS, 'tsconfig.json'])
    fs.copyFileSync(path.join(__dirname, file), path.join(dir, file));
  const generated = path.join(dir, 'generated');
  const { createClient } = await import('@hey-api/openapi-ts');
  await createClient({
    input: contract,
    output: { path: path.join(generated, 'hey-api') },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    logs: { level: 'silent' },
  });
  const ast = await openapiTS(new URL(`file://${contract}`));
  const types = path.join(generated, 'openapi-typescript/schema.ts');
  fs.mkdirSync(path.dirname(types), { recursive: true });
  fs.writeFileSync(types, astToString(ast));
  return dir;
}

/** tsc over a work folder's generated clients and scripts; throws (tsc's errors printed) when they do not type-check. */
export function typecheckClients(dir: string): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')], {
    stdio: 'inherit',
  });
}

export function removeClients(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const contract = args.find((a) => !a.startsWith('--'));
  let dir = '';
  generateClients(contract ? path.resolve(contract) : undefined)
    .then((made) => {
      dir = made;
      if (args.includes('--check')) typecheckClients(dir);
      console.log('Generated clients (hey-api, openapi-typescript + openapi-fetch) type-check against the contract.');
      if (args.includes('--keep')) console.log(dir);
      else removeClients(dir);
    })
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      if (dir && !args.includes('--keep')) removeClients(dir);
      process.exit(1);
    });
}
