/** Whether a process of this machine is still running (a lock file's holder, say). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
