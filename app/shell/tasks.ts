/**
 * Resolves once the browser has painted the page as it is (or after 100 ms in a tab that does not
 * paint, such as a hidden one).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 100);
  });
}

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
export function nextTask(): Promise<void> {
  return new Promise((done) => setTimeout(done, 0));
}
