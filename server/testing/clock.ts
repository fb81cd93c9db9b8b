/** A clock the test moves by hand, to prove idle timeouts without waiting. */
export function movableClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  };
}
