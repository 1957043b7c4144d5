import { defaultRolePermissions } from '@shop/core/role-permissions-api';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './admin-sections.ts';

const labels = (sections: ReturnType<typeof sectionsFor>) => sections.map((s) => s.label);

describe('sectionsFor with role permissions (decision 081)', () => {
  it('hides the walk-up window from a box office that may not sell', () => {
    const selling = sectionsFor('box-office', defaultRolePermissions['box-office']);
    expect(labels(selling)).toContain('Walk-up sale');
    const notSelling = sectionsFor('box-office', {
      ...defaultRolePermissions['box-office'],
      sell: false,
    });
    expect(labels(notSelling)).not.toContain('Walk-up sale');
    expect(labels(notSelling)).toEqual(labels(selling).filter((label) => label !== 'Walk-up sale'));
  });
});
