import os from 'node:os';
import path from 'node:path';

// Every test file builds its own app: the contract's YAML is parsed once per run, not once per file.
process.env.OPENAPI_PARSE_CACHE_DIR ??= path.join(os.tmpdir(), `cbo-openapi-parse-cache-${process.getuid?.() ?? 0}`);
