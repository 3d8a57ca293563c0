import { afterEach, beforeEach, vi } from 'vitest';

/** STYLE.md: a test fails on an unexpected console.error. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error inattendu : ${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
