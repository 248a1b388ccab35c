/** GET /api/admin/staff (administrator): every staff account with its role and state. */
import { listStaff } from '@functions/domain/staff/manage-staff';
import { route } from '@functions/lib/http';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listStaff(staffDeps),
}));
