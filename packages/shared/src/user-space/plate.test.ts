import { describe, expect, it } from 'vitest';
import { plateSchema } from './vehicles';

describe('a number plate', () => {
  it('takes the four countries’ plates and writes them in capitals', () => {
    expect(plateSchema.parse(' ab-123-cd ')).toBe('AB-123-CD');
    expect(plateSchema.parse('1-abc-123')).toBe('1-ABC-123');
    expect(plateSchema.parse('AB 1234')).toBe('AB 1234');
    expect(plateSchema.parse('VD 123456')).toBe('VD 123456');
  });

  it('refuses what is no plate', () => {
    for (const bad of ['', '-AB-12', 'AB-12-', '<script>', 'ABCDEF', 'AB-123-CD-EFGH-1'])
      expect(plateSchema.safeParse(bad).success, bad).toBe(false);
  });
});
