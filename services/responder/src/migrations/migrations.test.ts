// Indexes are built by the migrations, not at boot (docs/architecture.md, Migrations): a database
// the service boots on (autoIndex off) has none until migrated, then every declared index, and
// each unique one refuses a duplicate.
import { checkServiceMigrations } from '@scp/service-kit/migration-testing';
import { createApp } from '../app';
import { migrations } from './migrations';

it('builds every index the responder models declare, only when migrated', async () => {
  // Importing the app registers its models.
  expect(createApp).toBeDefined();
  const check = await checkServiceMigrations({ name: 'responder', migrations });
  expect(check.missingBefore.length).toBeGreaterThan(0);
  expect(check.missingAfter).toEqual([]);
  expect(check.declaredUnique.length).toBeGreaterThan(0);
  expect(check.refusingDuplicates).toEqual(check.declaredUnique);
});
