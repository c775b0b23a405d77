import { describe, expect, it } from 'vitest';
import { can, isStaffRole, PERMISSIONS, roleOf, type Permission } from './roles.ts';

describe('the access matrix', () => {
  const ownerOnly: Permission[] = ['refunds', 'discounts', 'staff', 'exports', 'insights'];

  it('gives staff the queue, fulfilment, messages and curation, and nothing about money, people or figures', () => {
    expect(PERMISSIONS.filter((permission) => can('staff', permission))).toEqual(['queue', 'fulfilment', 'messages', 'curation']);
    for (const permission of ownerOnly) expect(can('staff', permission), permission).toBe(false);
  });

  it('gives owners everything and customers nothing', () => {
    for (const permission of PERMISSIONS) {
      expect(can('owner', permission), permission).toBe(true);
      expect(can('customer', permission), permission).toBe(false);
      expect(can(null, permission), permission).toBe(false);
    }
  });

  it('opens the staff screens to staff and owners only', () => {
    expect([isStaffRole('customer'), isStaffRole('staff'), isStaffRole('owner'), isStaffRole(undefined)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('reads an unknown stored role as a customer', () => {
    expect([roleOf('owner'), roleOf('staff'), roleOf('admin'), roleOf(undefined)]).toEqual(['owner', 'staff', 'customer', 'customer']);
  });
});
