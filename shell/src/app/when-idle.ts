/** Runs `task` after the page's load event, when the browser is idle (within 2 s of it at the latest). */
export function whenLoadedAndIdle(task: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
