/**
 * Everything a run starts registers how to stop it here; stopping runs last-started first
 * (the app before the database it uses) and goes on past a step that fails.
 */
export function createTeardown() {
  const steps: Array<{ label: string; stop: () => Promise<void> }> = [];
  let running: Promise<void> | undefined;

  async function stopAll(): Promise<void> {
    for (const step of steps.splice(0).reverse()) {
      try {
        await step.stop();
      } catch (error) {
        console.error(`Could not stop ${step.label}:`, error);
      }
    }
  }

  return {
    add(label: string, stop: () => Promise<void>): void {
      steps.push({ label, stop });
    },
    /** Safe to call twice (an error and a Ctrl-C): the second call waits for the first. */
    run(): Promise<void> {
      running ??= stopAll();
      return running;
    },
  };
}

export type Teardown = ReturnType<typeof createTeardown>;
