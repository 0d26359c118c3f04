import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { CustomerFigures } from '@scp/shared/contracts/dashboard/customers';
import { readCustomerFigures } from './customer-figures';

/** The deep dive's customers: lifetime value, repeat rate, time to a second order and cohorts. */
export function registerCustomersRoutes(router: Router): void {
  router.get('/customers', async (req, res) => {
    res.json((await readCustomerFigures(userIdOf(req))) satisfies CustomerFigures);
  });
}
