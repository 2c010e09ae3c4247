import fs from 'node:fs';
import YAML from 'yaml';
import type { ServerConfig } from '../config';

export interface ServedContract {
  json: string;
  yaml: string;
}

/** The `servers` of the served contract: this server's API base (slug from APP_SLUG), sign-in under `/jwt`. */
export function contractServers(config: ServerConfig) {
  return [
    {
      url: config.apiBase,
      description: `This server's API (APP_SLUG=${config.appSlug}). Sign in with POST ${config.apiBase}/jwt/token, refresh with POST ${config.apiBase}/jwt/refresh.`,
    },
  ];
}

/**
 * The contract as served at /openapi.json and /openapi.yaml: the OpenAPI file unchanged (comments kept in
 * the YAML) except `servers`, which names this server's real API base instead of the default slug.
 */
export function loadServedContract(openapiFile: string, config: ServerConfig): ServedContract {
  const doc = YAML.parseDocument(fs.readFileSync(openapiFile, 'utf8'));
  doc.set('servers', doc.createNode(contractServers(config)));
  return { json: JSON.stringify(doc.toJS()), yaml: doc.toString({ lineWidth: 0 }) };
}
