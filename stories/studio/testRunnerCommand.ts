/**
 * Runs a command of the story tests' Vitest (vitest.config.ts, the kit project) from a play
 * function; in Storybook itself, where no test runner is, answers `undefined`. Read from the
 * runner's global rather than `vitest/browser`, which Storybook's own build cannot import.
 */
export async function testRunnerCommand<T>(
  name: string,
  ...args: unknown[]
): Promise<T | undefined> {
  const runner = (
    globalThis as {
      __vitest_browser_runner__?: {
        commands: { triggerCommand(name: string, args: unknown[]): Promise<T> };
      };
    }
  ).__vitest_browser_runner__;
  return runner?.commands.triggerCommand(name, args);
}
