// The namespaces of the pages a visitor sees before signing in, in one chunk per language.
import auth from './auth.json';
import common from './common.json';

export default { common, auth };
