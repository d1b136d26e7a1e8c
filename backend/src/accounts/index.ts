/** The accounts context's public module: what other wings may use of it (they never import its folders). */
export { AccountDirectory } from './application/account-directory';
