import { describe, expect, it } from 'vitest';
import { roleChangeRefusal } from './staff.ts';

describe('roleChangeRefusal', () => {
  it('lets an owner make a customer staff, staff an owner, and demote another owner while one remains', () => {
    expect(roleChangeRefusal({ actorId: 'a', targetId: 'b', from: 'customer', to: 'staff', ownerCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ actorId: 'a', targetId: 'b', from: 'staff', to: 'owner', ownerCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ actorId: 'a', targetId: 'b', from: 'owner', to: 'staff', ownerCount: 2 })).toBeNull();
    expect(roleChangeRefusal({ actorId: 'a', targetId: 'b', from: 'owner', to: 'customer', ownerCount: 2 })).toBeNull();
  });

  it('refuses anyone changing their own role, even with other owners', () => {
    expect(roleChangeRefusal({ actorId: 'a', targetId: 'a', from: 'owner', to: 'staff', ownerCount: 3 })).toBe('changeSelf');
  });

  it('refuses demoting or removing the last owner, from the command line too', () => {
    expect(roleChangeRefusal({ actorId: 'cli', targetId: 'b', from: 'owner', to: 'staff', ownerCount: 1 })).toBe('lastOwner');
    expect(roleChangeRefusal({ actorId: 'cli', targetId: 'b', from: 'owner', to: 'customer', ownerCount: 1 })).toBe('lastOwner');
  });
});
