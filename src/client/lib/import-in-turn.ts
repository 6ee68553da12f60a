/**
 * Loads a lazy part of a page in short tasks (docs/decisions/098-short-tasks-after-first-paint.md,
 * docs/decisions/144-checkout-and-track-forms-load-when-needed.md): a module's `import()`
 * evaluates every chunk of its graph not yet evaluated in one task, so the heavier modules it
 * imports (zod's schemas, react-hook-form, the payment flow) are imported first, one per task.
 */

/** Resolves in a later task, so that what follows is not part of the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Imports each of `before` in turn, a task apart, then `load`, and returns what `load` gives.
 * A step that fails is left to `load` to report (it imports the same modules).
 */
export async function importInTurn<M>(before: readonly (() => Promise<unknown>)[], load: () => Promise<M>): Promise<M> {
  for (const step of before) {
    await step().catch(() => undefined);
    await nextTask();
  }
  return load();
}
