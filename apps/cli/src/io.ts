/** Where a command writes: injectable so that commands are tested without a process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a colour terminal. */
  color: boolean;
  readFile: (path: string) => Promise<string>;
  env: NodeJS.ProcessEnv;
}
