// `potluck <command>`: the operator's commands. Each one reads the configuration as the server
// does (config.ts), works on the same database and store, and uses the app's own services for
// accounts (auth/service.ts) and backups (backup/archive.ts). Exit codes: 0 done, 1 failed or
// refused (the reason on stderr), 2 a command or option that does not exist.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Readable } from 'node:stream';
import { ZodError } from 'zod';
import { ConfigError, loadConfig, type Config } from '../config';
import { connectDatabase, databaseOptions } from '../db/connect';
import { AppError } from '../http/errors';
import {
  createAdminAccount,
  promoteAccountToAdmin,
  setPasswordAsOperator,
  type OperatorDeps,
} from '../auth/service';
import { assertDatabaseExists, createBackup, restoreBackup } from '../backup/archive';
import { recordedBackup } from '../backup/service';
import { checkConfiguration } from './check-config';
import { migrateCommand } from './migrate-to-postgres';

export interface CliIo {
  /** Settings that win over the environment (tests). */
  overrides?: Partial<Record<keyof Config, unknown>>;
  /** Where passwords are read from: one line. */
  stdin: Readable & { isTTY?: boolean };
  out(line: string): void;
  err(line: string): void;
}

/** A refusal the operator can act on: printed as it is, exit code 1. */
class CommandError extends Error {}
/** A command or option that does not exist: exit code 2. */
class UsageError extends Error {}

interface Command {
  usage: string;
  summary: string;
  options?: ParseArgsConfig['options'];
  positionals?: number;
  run(args: ParsedArgs, io: CliIo): Promise<number>;
}

interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

const emailOption = { email: { type: 'string' } } as const;

/** Reads one line from stdin: the password (never an argument, which `ps` would show). */
async function readPassword(io: CliIo, prompt: string): Promise<string> {
  if (io.stdin.isTTY) io.err(prompt);
  let text = '';
  for await (const chunk of io.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  if (line === '') throw new CommandError('No password given on standard input');
  return line;
}

function requireEmail(args: ParsedArgs): string {
  const email = args.values.email;
  if (typeof email !== 'string' || email === '') throw new UsageError('--email is required');
  return email;
}

/** Runs `work` with the installation's database (created and migrated if needed). */
async function withDatabase<T>(config: Config, work: (deps: OperatorDeps) => Promise<T>) {
  const options = databaseOptions(config);
  const handle = await connectDatabase({
    ...options,
    postgres: options.postgres && { ...options.postgres, poolSize: 2, changeNotices: false },
  });
  try {
    return await work({ db: handle.db, config });
  } finally {
    await handle.close();
  }
}

const commands: Record<string, Command> = {
  'create-admin': {
    usage: 'create-admin --email <address> [--first-name <name>] [--last-name <name>]',
    summary: 'Create an admin account; the password is read from standard input.',
    options: { ...emailOption, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    async run(args, io) {
      const config = loadConfig(io.overrides);
      const email = requireEmail(args);
      const password = await readPassword(io, 'Password for the new admin: ');
      const user = await withDatabase(config, (deps) =>
        createAdminAccount(deps, {
          email,
          password,
          firstName: args.values['first-name'] as string | undefined,
          lastName: args.values['last-name'] as string | undefined,
        }),
      );
      io.out(`Created the admin account ${user.email}.`);
      return 0;
    },
  },
  'promote-admin': {
    usage: 'promote-admin --email <address>',
    summary: 'Make an existing account an admin.',
    options: emailOption,
    async run(args, io) {
      const config = loadConfig(io.overrides);
      const email = requireEmail(args);
      const promoted = await withDatabase(config, (deps) => promoteAccountToAdmin(deps, email));
      io.out(promoted ? `${email} is now an admin.` : `${email} was an admin already.`);
      return 0;
    },
  },
  'reset-password': {
    usage: 'reset-password --email <address>',
    summary: "Set an account's password (read from standard input) and sign it out everywhere.",
    options: emailOption,
    async run(args, io) {
      const config = loadConfig(io.overrides);
      const email = requireEmail(args);
      const password = await readPassword(io, 'New password: ');
      const user = await withDatabase(config, (deps) =>
        setPasswordAsOperator(deps, { email, password }),
      );
      io.out(`The password of ${user.email} is set; its sessions and API tokens have ended.`);
      return 0;
    },
  },
  backup: {
    usage: 'backup [--file <path>]',
    summary: 'Write a backup (database and photos) while the app runs; to BACKUP_DIR by default.',
    options: { file: { type: 'string' } },
    async run(args, io) {
      const config = loadConfig(io.overrides);
      const file = args.values.file as string | undefined;
      assertDatabaseExists(config);
      const result = await withDatabase(config, (deps) =>
        recordedBackup(deps.db, 'command', () =>
          createBackup(config, { file, log: (line) => io.out(line) }),
        ),
      );
      const tables = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      io.out(
        `Backup written: ${result.file} (${result.bytes} bytes, ${tables} rows, ` +
          `${result.manifest.objects.length} objects, ${Math.round(result.durationMs)} ms).`,
      );
      return 0;
    },
  },
  restore: {
    usage: 'restore <file>',
    summary: 'Restore a backup into this installation, which must be empty.',
    positionals: 1,
    async run(args, io) {
      const config = loadConfig(io.overrides);
      const [file] = args.positionals;
      if (!file) throw new UsageError('Name the backup file: potluck restore <file>');
      const { manifest, notes } = await restoreBackup(config, file, {
        log: (line) => io.out(line),
      });
      io.out(
        `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ` +
          `${manifest.objects.length} objects. Start (or restart) the app now.`,
      );
      for (const note of notes) io.err(`Note: ${note}`);
      return 0;
    },
  },
  'migrate-to-postgres': {
    usage: 'migrate-to-postgres',
    summary:
      'Copy the embedded database (and photos, with S3_* set) into the empty PostgreSQL database at DATABASE_URL. Stop the app first.',
    async run(_args, io) {
      return (await migrateCommand(loadConfig(io.overrides), (line) => io.out(line))) ? 0 : 1;
    },
  },
  'check-config': {
    usage: 'check-config [--offline]',
    summary:
      'Read the configuration as the server does and say what is wrong; also reach the database, Redis and the store unless --offline.',
    options: { offline: { type: 'boolean' } },
    async run(args, io) {
      const ok = await checkConfiguration(io, { connect: !args.values.offline });
      return ok ? 0 : 1;
    },
  },
  help: {
    usage: 'help',
    summary: 'List the commands.',
    async run(_args, io) {
      io.out('Usage: potluck <command> [options]');
      io.out('');
      for (const command of Object.values(commands)) {
        io.out(`  ${command.usage}`);
        io.out(`      ${command.summary}`);
      }
      io.out('');
      io.out('Settings come from the environment, as for the server (README "Configuration").');
      return 0;
    },
  },
};

export const COMMAND_NAMES = Object.keys(commands);

/** A failure as the operator should read it. */
function describe(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof ZodError) {
    return error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message)
      .join('; ');
  }
  if (error instanceof AppError || error instanceof Error) return error.message;
  return String(error);
}

/** Runs one command line; answers the exit code. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  const command = name === undefined || name === '--help' || name === '-h' ? 'help' : name;
  const found = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!found) {
    io.err(`Unknown command: ${command}. Run \`potluck help\` for the list.`);
    return 2;
  }
  let args: ParsedArgs;
  try {
    const parsed = parseArgs({
      args: [...rest],
      options: found.options ?? {},
      allowPositionals: (found.positionals ?? 0) > 0,
      strict: true,
    });
    if (parsed.positionals.length > (found.positionals ?? 0)) {
      throw new UsageError(`Too many arguments`);
    }
    args = { values: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    io.err(`${describe(error)}. Usage: potluck ${found.usage}`);
    return 2;
  }
  try {
    return await found.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}. Usage: potluck ${found.usage}`);
      return 2;
    }
    io.err(`potluck ${command}: ${describe(error)}`);
    return 1;
  }
}
