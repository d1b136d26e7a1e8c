import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postmasterSocketDirectory, preferUnixSocket, USUAL_SOCKET_DIRECTORIES } from '../../backend/src/platform/infra/unix-socket';

/** NULL when the session came through a Unix socket, the server's address over TCP. */
async function serverAddress(url: string): Promise<string | null> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ addr: string | null }>('SELECT inet_server_addr()::text AS addr');
    return rows[0]!.addr;
  } finally {
    await c.end();
  }
}

/** The test database as a loopback TCP URL, whatever form the resolver gave it. */
function tcpTestUrl(): string {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.searchParams.delete('host');
  return u.toString();
}

const sandboxDir = path.resolve(process.env.TEST_DATA_DIR ?? '.data/test', 'sandbox');

test('a loopback URL whose socket accepts its credentials is rewritten to the socket, and sessions come through it', async () => {
  const tcp = tcpTestUrl();
  const dirs = [...USUAL_SOCKET_DIRECTORIES, postmasterSocketDirectory(path.resolve(process.env.TEST_DATA_DIR ?? '.data/test', 'pg')) ?? ''].filter(Boolean);
  const port = new URL(tcp).port || '5432';
  const socketDir = dirs.find((d) => fs.existsSync(path.join(d, `.s.PGSQL.${port}`)));
  if (!socketDir) throw new Error(`no socket for port ${port} in ${dirs.join(', ')}: the test database should be local`);
  const chosen = await preferUnixSocket(tcp, dirs);
  expect(new URL(chosen).searchParams.get('host')).toBe(socketDir);
  expect(await serverAddress(chosen)).toBeNull();
  expect(await serverAddress(tcp)).not.toBeNull();
});

test('an embedded cluster announces its socket directory, and its password-protected socket is used with the password', async () => {
  if (process.env.SANDBOX_DATABASE_URL) return; // the sandbox runs elsewhere: no embedded cluster here
  const dir = postmasterSocketDirectory(sandboxDir);
  expect(dir).toBeTruthy();
  const superuser = new URL(process.env.TEST_SANDBOX_URL!);
  superuser.pathname = '/postgres';
  const chosen = await preferUnixSocket(superuser.toString(), [dir!]);
  expect(new URL(chosen).searchParams.get('host')).toBe(dir);
  expect(await serverAddress(chosen)).toBeNull();
  // Wrong credentials through the socket: the URL stays as it was (TCP), nothing thrown.
  const wrong = new URL(superuser.toString());
  wrong.password = 'not-the-password';
  expect(await preferUnixSocket(wrong.toString(), [dir!])).toBe(wrong.toString());
});

test('URLs that are not local, already name a socket, or have no socket file are left as written', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-socket-'));
  try {
    expect(await preferUnixSocket('postgres://u:p@db.example.com:5432/x', [empty])).toBe('postgres://u:p@db.example.com:5432/x');
    const named = 'postgres://u@localhost:5432/x?host=/elsewhere';
    expect(await preferUnixSocket(named, ['/var/run/postgresql'])).toBe(named);
    expect(await preferUnixSocket(tcpTestUrl(), [empty])).toBe(tcpTestUrl());
    expect(await preferUnixSocket('not a url', [empty])).toBe('not a url');
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});

test('postmasterSocketDirectory is undefined for a folder with no running server', () => {
  expect(postmasterSocketDirectory(path.join(os.tmpdir(), 'no-such-cluster'))).toBeUndefined();
});
