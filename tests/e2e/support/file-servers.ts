/**
 * One server per spec file in a Playwright worker (docs/decisions/141-e2e-fixtures.md). Playwright
 * keeps a worker, and its worker-scoped fixtures, for the next spec file and has no file scope;
 * the worker holds the current file's server here and swaps it when the file changes, so that each
 * file has its own server and database, as when each started one in its beforeAll.
 */

/** What the holder needs of a server: stopping it, its exit code, and its output for the report. */
export interface StoppableServer {
  stop(): Promise<number | null>;
  logs(): string;
}

/** The worker's holder of the current spec file's server. */
export interface FileServers<S extends StoppableServer> {
  /**
   * The server of `file` (a spec file's path): the one already started for it, or a new one from
   * `start` after stopping the previous file's.
   */
  forFile(file: string, start: () => Promise<S>): Promise<S>;
  /**
   * Stops the last file's server; throws, naming each file, when any server of the worker did not
   * exit cleanly (code 0 after SIGTERM: in-flight requests finished, the database closed).
   */
  close(): Promise<void>;
}

/** A holder with no server yet (one per Playwright worker). */
export function fileServers<S extends StoppableServer>(): FileServers<S> {
  let current: { file: string; server: S } | undefined;
  const unclean: string[] = [];
  async function stopCurrent(): Promise<void> {
    if (!current) return;
    const { file, server } = current;
    current = undefined;
    const code = await server.stop();
    // Reported when the worker ends, not against the next file's first test.
    if (code !== 0) unclean.push(`the server of ${file} exited with code ${code} on SIGTERM:\n${server.logs()}`);
  }
  return {
    async forFile(file, start) {
      if (current?.file === file) return current.server;
      await stopCurrent();
      const server = await start();
      current = { file, server };
      return server;
    },
    async close() {
      await stopCurrent();
      if (unclean.length > 0) throw new Error(unclean.join('\n\n'));
    },
  };
}
