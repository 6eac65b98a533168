import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output line matching `pattern`, or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a long-running command and collects what it prints, for tests that start servers. */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  /** `ipc`: open a message channel to the child (`child.send`, `process.on('message')` there). */
  options: { ipc?: boolean } = {},
): RunningProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Timed out waiting for ${pattern}; output so far:\n${output}`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`Process exited before printing ${pattern}; output:\n${output}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
